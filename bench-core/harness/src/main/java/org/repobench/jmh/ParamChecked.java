package org.repobench.jmh;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.function.Consumer;

/**
 * A String {@code @Param} whose values the launcher checks in the host before any fork starts, as it checks numbers
 * against their {@link ParamRange}: {@code by} is instantiated and given each value, and throws
 * IllegalArgumentException with a one-line reason for a value the benchmark cannot use.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface ParamChecked {
    Class<? extends Consumer<String>> by();
}
