package org.voddesk.server;

import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;

/**
 * Ends in the control the logins that ended at the server (their connection closed, their token idle), so that
 * their principals are refused from now on and the audit log says so; a stop waits for the ones under way
 * ({@link #awaitAll}), before the control and its database close.
 */
final class Logouts implements Consumer<Principal> {
    private static final Logger LOG = LoggerFactory.getLogger(Logouts.class);

    private final Control control;
    private final Set<CompletableFuture<?>> underWay = ConcurrentHashMap.newKeySet();

    Logouts(Control control) {
        this.control = control;
    }

    @Override
    public void accept(Principal p) {
        CompletableFuture<?> f = control.logoutAsync(p).whenComplete((r, e) -> {
            if (e != null) {
                LOG.warn("could not log {} out of the control", p.name(), e);
            }
        });
        underWay.add(f);
        f.whenComplete((r, e) -> underWay.remove(f));
    }

    /** Waits at most {@code millis} for the logouts under way. */
    void awaitAll(long millis) {
        try {
            CompletableFuture.allOf(underWay.toArray(CompletableFuture[]::new)).get(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            LOG.warn("the logouts of the ended connections did not all finish: {}", e.toString());
        }
    }
}
