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
 * @param pLarger       the one-sided p that head is larger: the chance, with no change, of a statistic at least as
 *                      large as the one observed
 * @param pSmaller      the one-sided p that head is smaller, the same from the other end
 */
public record RankTest(String statisticName, double statistic, double p, boolean exact, double pLarger,
                       double pSmaller) {
    /**
     * The one-sided p that head is worse: larger where lower is better (time per operation), smaller where higher is
     * better (throughput).
     */
    public double pWorse(boolean higherIsBetter) {
        return higherIsBetter ? pSmaller : pLarger;
    }
}
