package org.voddesk.ui.archfixture;

import io.grpc.ManagedChannel;

/** A screen that talks gRPC itself: {@code ArchitectureTest.ONLY_THE_NETWORK_LAYER_USES_GRPC} must reject it. */
public final class ScreenWithAChannel {
    private ScreenWithAChannel() {
    }

    static void hangUp(ManagedChannel channel) {
        channel.shutdownNow();
    }
}
