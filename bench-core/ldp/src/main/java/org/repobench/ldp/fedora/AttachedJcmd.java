package org.repobench.ldp.fedora;

import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;
import org.repobench.ldp.LdpException;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A server's diagnostic commands ({@code GC.run}) asked through the JDK's attach API from inside this JVM, the way the
 * {@code jcmd} tool asks them, without starting a {@code jcmd} process for each: a JVM start of 0.2 s or more on a
 * 2-core machine, four of them in every fork that measures a server's allocation.
 *
 * <p>The attach API's command entry ({@code HotSpotVirtualMachine.executeJCmd}) is not exported by {@code jdk.attach};
 * a fork gets {@link #ADD_EXPORTS} from the launcher with the server's pid ({@link ServerProcess#forkArgs()}). Without
 * it, or where attaching fails, {@link #attach} is empty and the caller starts the server's own {@code jcmd}.
 */
final class AttachedJcmd {
    /** The JVM option that opens the attach API's command entry to the class path. */
    static final String ADD_EXPORTS = "--add-exports=jdk.attach/sun.tools.attach=ALL-UNNAMED";
    private static final String HOTSPOT_VM = "sun.tools.attach.HotSpotVirtualMachine";

    private final long pid;
    private final VirtualMachine vm;
    private final Method execute;

    private AttachedJcmd(long pid, VirtualMachine vm, Method execute) {
        this.pid = pid;
        this.vm = vm;
        this.execute = execute;
    }

    /**
     * Attaches to the process; empty, with nothing left open, where this JVM has no attach API, its command entry is
     * not open to it, or the process does not let it attach.
     */
    static Optional<AttachedJcmd> attach(long pid) {
        Method execute;
        try {
            execute = Class.forName(HOTSPOT_VM).getMethod("executeJCmd", String.class);
        } catch (ReflectiveOperationException | LinkageError e) {
            return Optional.empty();
        }
        Class<?> hotspot = execute.getDeclaringClass();
        if (!hotspot.getModule().isExported(hotspot.getPackageName(), AttachedJcmd.class.getModule())) {
            // not opened to this JVM: no attach at all, the caller's jcmd asks instead
            return Optional.empty();
        }
        VirtualMachine vm = null;
        try {
            vm = VirtualMachine.attach(Long.toString(pid));
            if (!hotspot.isInstance(vm)) {
                vm.detach();
                return Optional.empty();
            }
            return Optional.of(new AttachedJcmd(pid, vm, execute));
        } catch (IOException | RuntimeException | LinkageError | AttachNotSupportedException e) {
            detachQuietly(vm);
            return Optional.empty();
        }
    }

    /**
     * Runs one command and returns its answer once the server has given all of it.
     *
     * @throws LdpException one line with the server's answer when it refused or failed, or when it did not answer
     *                      within {@code deadline} (the thread still waiting on it is a daemon and ends with the fork)
     */
    String run(String command, Duration deadline) {
        CompletableFuture<String> answer = new CompletableFuture<>();
        Thread asking = new Thread(() -> {
            try (InputStream in = (InputStream) execute.invoke(vm, command)) {
                answer.complete(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (InvocationTargetException e) {
                answer.completeExceptionally(e.getCause());
            } catch (IOException | IllegalAccessException | RuntimeException e) {
                answer.completeExceptionally(e);
            }
        }, "repobench-jcmd-" + pid);
        asking.setDaemon(true);
        asking.start();
        try {
            return answer.get(deadline.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new LdpException(describe(command) + " did not answer in " + deadline.toSeconds() + " s");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw new LdpException(describe(command) + " failed: " + cause.getClass().getSimpleName()
                    + (cause.getMessage() == null ? "" : ": " + cause.getMessage().strip().replace('\n', ' ')), cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LdpException("interrupted while " + describe(command) + " ran", e);
        }
    }

    private String describe(String command) {
        return "the attach API's " + command + " on " + pid;
    }

    private static void detachQuietly(VirtualMachine vm) {
        if (vm != null) {
            try {
                vm.detach();
            } catch (IOException e) {
                // the connection is per command: nothing stays open to leak
            }
        }
    }
}
