package org.voddesk.server;

import io.grpc.Context;
import io.grpc.Metadata;
import io.grpc.ServerStreamTracer;
import io.grpc.Status;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;

/**
 * Has the control audit a call of a login that the transport refused for a request larger than a message may be
 * (RESOURCE_EXHAUSTED, before any service code runs). Only the transport sees that refusal, and only the interceptors
 * know the login: so each call gets a slot in its context ({@link #CALLER}), which {@link Authentication} fills with
 * the call's principal, and this tracer reads it when the call closes with that status.
 */
final class OversizedCalls extends ServerStreamTracer.Factory {
    /** The principal of the call, once {@link Authentication} knows it. */
    static final Context.Key<AtomicReference<Principal>> CALLER = Context.key("voddesk-caller");
    private static final Logger LOG = LoggerFactory.getLogger(OversizedCalls.class);

    private final Control control;

    OversizedCalls(Control control) {
        this.control = control;
    }

    /** Puts {@code by} in the call's slot (a call on a transport without this tracer has none). */
    static void caller(Principal by) {
        AtomicReference<Principal> slot = CALLER.get();
        if (slot != null) {
            slot.set(by);
        }
    }

    @Override
    public ServerStreamTracer newServerStreamTracer(String method, Metadata headers) {
        AtomicReference<Principal> slot = new AtomicReference<>();
        return new ServerStreamTracer() {
            @Override
            public Context filterContext(Context context) {
                return context.withValue(CALLER, slot);
            }

            @Override
            public void streamClosed(Status status) {
                Principal by = slot.get();
                if (status.getCode() == Status.Code.RESOURCE_EXHAUSTED && by != null) {
                    record(by, method, "the request to " + method + " is larger than a message may be ("
                            + status.getDescription() + ")");
                }
            }
        };
    }

    private void record(Principal by, String method, String why) {
        control.recordRefusedCallAsync(by, method, why.length() > MalformedMessages.MAX_WHY
                ? why.substring(0, MalformedMessages.MAX_WHY) : why).thenAccept(r -> {
                    if (!r.ok()) {
                        LOG.warn("the refused call of {} to {} was not recorded: {}", by.name(), method, r.message());
                    }
                });
    }
}
