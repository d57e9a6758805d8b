package org.voddesk.wire.model;

import org.voddesk.control.api.SessionStream;
import org.voddesk.wire.SessionStreamData;

/**
 * A running session's stream on the wire: {@link SessionStream} as {@link SessionStreamData} (an unknown URL, or a
 * session no user of the control room requested, has the field unset). Reading a message throws
 * {@link IllegalArgumentException} naming the part it cannot read.
 */
public final class Streams {
    private Streams() {
    }

    /** The message of a session's stream. */
    public static SessionStreamData toWire(SessionStream s) {
        SessionStreamData.Builder b = SessionStreamData.newBuilder().setSessionId(s.sessionId())
                .setCameraId(s.cameraId()).setNode(s.node()).setQuality(Sessions.quality(s.quality()));
        if (s.url() != null) {
            b.setUrl(s.url());
        }
        if (s.requestedBy() != null) {
            b.setRequestedBy(s.requestedBy());
        }
        return b.build();
    }

    /** The session's stream a message carries. */
    public static SessionStream fromWire(SessionStreamData m) {
        return new SessionStream(m.getSessionId(), m.getCameraId(), m.getNode(), Sessions.quality(m.getQuality()),
                Parts.orNull(m.hasUrl(), m.getUrl()), Parts.orNull(m.hasRequestedBy(), m.getRequestedBy()));
    }
}
