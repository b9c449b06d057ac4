package org.repobench.suite;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;
import org.repobench.api.ParamNames;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * ParamNames is the whole list: every {@code @Param} field of the suite's main code is named by one of its constants,
 * and every constant names such a field. (The style rule {@code quotedParamName} keeps the names out of quotes; this
 * keeps the list complete, so a new param cannot be read by a quoted name the rule does not know.)
 */
class ParamNamesTest {
    @Test
    void everyParamFieldIsAConstantAndEveryConstantAParamField() throws IllegalAccessException {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("/jmh_generated/"))
                .withImportOption(location -> !location.contains("-tests.jar"))   // cli's test jar: test params
                .importPackages("org.repobench");
        Set<String> fields = classes.stream().flatMap(c -> c.getFields().stream())
                .filter(f -> f.isAnnotatedWith(Param.class)).map(JavaField::getName)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> constants = new TreeSet<>();
        for (Field constant : ParamNames.class.getDeclaredFields()) {
            if (Modifier.isStatic(constant.getModifiers()) && constant.getType() == String.class) {
                constants.add((String) constant.get(null));
            }
        }
        assertEquals(fields, constants, "@Param fields without a constant: "
                + Arrays.toString(difference(fields, constants)) + "; constants without a @Param field: "
                + Arrays.toString(difference(constants, fields)));
    }

    private static String[] difference(Set<String> a, Set<String> b) {
        return a.stream().filter(name -> !b.contains(name)).toArray(String[]::new);
    }
}
