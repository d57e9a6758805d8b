package org.voddesk.node.protocol;

import org.voddesk.core.Ids;

/**
 * The one-line answer of {@code vodnode play|stop|rate}: {@link Ok} or {@link Refused}. A refusal is an answer
 * (the agent understood and said no), not a protocol error.
 */
public sealed interface CommandReply permits CommandReply.Ok, CommandReply.Refused {

    /**
     * {@code ok session=ID [url=URL]}: {@code play} and {@code rate} name the stream URL, {@code stop} need not.
     *
     * @param sessionId the session acted on
     * @param url       its stream URL, or {@code null} when the reply carries none
     */
    record Ok(String sessionId, String url) implements CommandReply {
        public Ok {
            Ids.require(sessionId, "session id");
            if (url != null && !Wire.isUrl(url)) {
                throw new IllegalArgumentException("url must be printable and without spaces");
            }
        }
    }

    /**
     * {@code error code=WORD message=TEXT}.
     *
     * @param code    machine-readable reason ({@code unknown-camera}, {@code bad-argument}, ...)
     * @param message one line for a person
     */
    record Refused(String code, String message) implements CommandReply {
        public Refused {
            if (!Wire.isCode(code)) {
                throw new IllegalArgumentException("error code must be a lower-case word, got " + code);
            }
            if (message == null || message.isEmpty() || message.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
                throw new IllegalArgumentException("error message must be one non-empty line");
            }
        }
    }
}
