/**
 * The bisect of a Fedora regression: the candidate commits of a checkout, the search over them (as {@code git bisect}
 * narrows, skips included), each candidate's war built and cached by commit, judged against the good commit's war by
 * the gate's side-by-side run and rule, every step in a log it resumes from. Uses: gate, compare, results, api; the
 * war check it is handed.
 */
package org.repobench.bisect;
