package org.repobench.ldp.inject;

import net.bytebuddy.asm.Advice;

/** The code Byte Buddy inlines around each instrumented method: it calls {@link InjectedCost} and nothing else. */
public final class InjectionAdvice {
    private InjectionAdvice() {
    }

    @Advice.OnMethodEnter
    public static long enter() {
        return InjectedCost.enter();
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class)
    public static void exit(@Advice.Enter long since) {
        InjectedCost.exit(since);
    }
}
