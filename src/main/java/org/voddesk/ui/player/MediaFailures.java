package org.voddesk.ui.player;

/**
 * Says in plain words why a node's stream cannot play, from the media error's kind: a missing codec, a node that
 * cannot be reached, or anything else with what the media said.
 */
final class MediaFailures {
    static final String NO_CODEC = "this machine cannot decode H.264 video: libavcodec is missing";

    private MediaFailures() {
    }

    /**
     * The words for a media error on {@code node}'s stream.
     *
     * @param type    the JavaFX {@code MediaException.Type} name
     * @param message what the media said, may be null or blank
     */
    static String words(String node, String type, String message) {
        String said = message == null || message.isBlank() ? type : message;
        return switch (type == null ? "" : type) {
            case "MEDIA_UNSUPPORTED" -> NO_CODEC;
            case "MEDIA_UNAVAILABLE", "MEDIA_INACCESSIBLE" -> node + " cannot be reached: " + said;
            default -> node + "'s stream cannot play: " + said;
        };
    }

    /** The words for a stream that gave no data for {@code seconds}. */
    static String stalled(String node, long seconds) {
        return "no data from " + node + " for " + seconds + " s";
    }
}
