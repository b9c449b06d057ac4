package org.repobench.stats;

/**
 * A rank test's outcome, the same shape for both tests the comparison uses.
 *
 * @param statisticName the statistic's name in outputs: {@code u} (Mann–Whitney: the pairs where head is larger,
 *                      ties counting half) or {@code w} (Wilcoxon signed-rank: the rank sum of the pairs where head
 *                      is larger)
 * @param statistic     its value
 * @param p             the two-sided p-value
 * @param exact         whether p is exact rather than from the normal approximation
 */
public record RankTest(String statisticName, double statistic, double p, boolean exact) {
}
