package org.voddesk.server;

import java.util.List;
import java.util.Map;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.core.Session;
import org.voddesk.wire.ChangeRateReply;
import org.voddesk.wire.ListSessionsReply;
import org.voddesk.wire.RequestPlaybackReply;
import org.voddesk.wire.StopSessionReply;
import org.voddesk.wire.UpdateSettingsReply;
import org.voddesk.wire.model.Placements;
import org.voddesk.wire.model.Sessions;
import org.voddesk.wire.model.Settings;

/**
 * The control API's command results as the replies of the {@code Control} service: one direction, no logic. Each
 * reply carries the result's ok and message as they are ({@link WireReplies#outcome}), and its value when there is
 * one, as {@code org.voddesk.wire.model} writes it.
 */
final class WireCommandReplies {
    private WireCommandReplies() {
    }

    static ListSessionsReply sessions(List<Session> live, Map<String, String> owners) {
        ListSessionsReply.Builder b = ListSessionsReply.newBuilder()
                .setOutcome(WireReplies.outcome(CommandResult.ok(live.size() + " live sessions.", null)));
        live.forEach(s -> b.addSessions(Sessions.toWire(s)));
        return b.putAllOwners(owners).build();
    }

    static RequestPlaybackReply playback(CommandResult<PlaybackStarted> r) {
        RequestPlaybackReply.Builder b = RequestPlaybackReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setPlacement(Placements.toWire(r.value()));
        }
        return b.build();
    }

    static StopSessionReply stopped(CommandResult<Session> r) {
        StopSessionReply.Builder b = StopSessionReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setSession(Sessions.toWire(r.value()));
        }
        return b.build();
    }

    static ChangeRateReply rate(CommandResult<Session> r) {
        ChangeRateReply.Builder b = ChangeRateReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setSession(Sessions.toWire(r.value()));
        }
        return b.build();
    }

    static UpdateSettingsReply settings(CommandResult<ControlSettings> r) {
        UpdateSettingsReply.Builder b = UpdateSettingsReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setSettings(Settings.toWire(r.value()));
        }
        return b.build();
    }
}
