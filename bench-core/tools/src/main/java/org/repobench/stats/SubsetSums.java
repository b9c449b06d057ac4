package org.repobench.stats;

import java.util.Arrays;

/**
 * The permutation distribution behind exact rank tests: for integer weights w1..wN (ranks, or doubled mid-ranks when
 * there are ties) and a group size k, how many of the C(N, k) ways to pick the group give each possible weight sum.
 * Under the null hypothesis every pick is equally likely, so counts divided by C(N, k) are exact probabilities.
 *
 * <p>Dynamic programming over (group size, sum) instead of listing all C(N, k) subsets: the work is N·k·maxSum, small
 * for the fork counts benchmarks have (C(20, 10) = 184 756 subsets, but only ~20·10·400 steps). Counts are doubles:
 * exact up to 2^53, and beyond that only relatively rounded, which does not matter for a probability.
 */
final class SubsetSums {
    private SubsetSums() {
    }

    /** @return counts indexed by sum, from 0 to the largest possible sum of {@code k} weights */
    static double[] counts(int[] weights, int k) {
        int[] sorted = weights.clone();
        Arrays.sort(sorted);
        int max = 0;
        for (int i = sorted.length - k; i < sorted.length; i++) {
            max += sorted[i];
        }
        double[][] ways = new double[k + 1][max + 1];
        ways[0][0] = 1;
        int seen = 0;
        for (int w : weights) {
            seen++;
            // larger group sizes first, so row j-1 still holds the counts without this weight
            for (int j = Math.min(k, seen); j >= 1; j--) {
                double[] from = ways[j - 1];
                double[] to = ways[j];
                for (int s = max - w; s >= 0; s--) {
                    if (from[s] != 0) {
                        to[s + w] += from[s];
                    }
                }
            }
        }
        return ways[k];
    }

    /**
     * The same count over subsets of every size: how many of the 2^N sign assignments of a signed-rank test give each
     * sum of the positive weights.
     *
     * @return counts indexed by sum, from 0 to the sum of all weights
     */
    static double[] countsAnySize(int[] weights) {
        int max = 0;
        for (int w : weights) {
            max += w;
        }
        double[] ways = new double[max + 1];
        ways[0] = 1;
        int reach = 0;
        for (int w : weights) {
            reach += w;
            // from the top down, so each weight is taken at most once
            for (int s = reach; s >= w; s--) {
                ways[s] += ways[s - w];
            }
        }
        return ways;
    }
}
