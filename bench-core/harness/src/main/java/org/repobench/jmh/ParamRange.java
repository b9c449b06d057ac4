package org.repobench.jmh;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The values a numeric {@code @Param} accepts, checked by the launcher in the host before any fork starts (JMH
 * itself would only fail inside the fork, with a stack trace).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface ParamRange {
    long min();

    long max() default Long.MAX_VALUE;
}
