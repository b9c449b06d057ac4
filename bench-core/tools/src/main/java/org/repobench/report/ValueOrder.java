package org.repobench.report;

import org.repobench.results.ParamOrder;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The order of one param's values in tables and charts: numbers ascending (1000 before 10000, which text order gets
 * wrong), booleans false then true (off before on), anything else in order of first appearance. First appearance is
 * JMH's run order, which follows the declaration order of an enum param such as the store. A target's
 * "not applicable" comes last, after the values it is not one of.
 */
final class ValueOrder {
    private ValueOrder() {
    }

    static List<String> sort(Collection<String> valuesInFirstAppearanceOrder) {
        List<String> values = new ArrayList<>(new LinkedHashSet<>(valuesInFirstAppearanceOrder));
        boolean inapplicable = values.remove(ParamOrder.NOT_APPLICABLE);
        if (values.stream().allMatch(ValueOrder::isNumber)) {
            values.sort(Comparator.comparing(BigDecimal::new));
        } else if (values.stream().allMatch(v -> v.equals("false") || v.equals("true"))) {
            values.sort(Comparator.naturalOrder());
        }
        if (inapplicable) {
            values.add(ParamOrder.NOT_APPLICABLE);
        }
        return values;
    }

    static boolean isNumber(String value) {
        try {
            new BigDecimal(value.trim());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
