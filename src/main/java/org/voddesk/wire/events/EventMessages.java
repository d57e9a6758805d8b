package org.voddesk.wire.events;

import org.voddesk.control.api.AlarmTransition;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlEvent.AlarmChanged;
import org.voddesk.control.api.ControlEvent.CamerasChanged;
import org.voddesk.control.api.ControlEvent.HostKeyAlarm;
import org.voddesk.control.api.ControlEvent.LinkChanged;
import org.voddesk.control.api.ControlEvent.MoveChanged;
import org.voddesk.control.api.ControlEvent.NodeGradeChanged;
import org.voddesk.control.api.ControlEvent.NodeHealthChanged;
import org.voddesk.control.api.ControlEvent.NodeStateChanged;
import org.voddesk.control.api.ControlEvent.PlacementRejected;
import org.voddesk.control.api.ControlEvent.PlanChanged;
import org.voddesk.control.api.ControlEvent.RoundFinished;
import org.voddesk.control.api.ControlEvent.SessionEnded;
import org.voddesk.control.api.ControlEvent.SessionRateChanged;
import org.voddesk.control.api.ControlEvent.SessionReHomed;
import org.voddesk.control.api.ControlEvent.SessionStarted;
import org.voddesk.control.api.ControlEvent.SessionStopped;
import org.voddesk.control.api.ControlEvent.SettingsChanged;
import org.voddesk.control.api.ControlEvent.StaleSessionStopFailed;
import org.voddesk.control.api.ControlEvent.StaleSessionStopped;
import org.voddesk.control.api.ControlEvent.Subscribed;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.SessionEndReason;
import org.voddesk.wire.AlarmChangedEvent;
import org.voddesk.wire.AlarmTransitionData;
import org.voddesk.wire.CamerasChangedEvent;
import org.voddesk.wire.EventEnvelope;
import org.voddesk.wire.HostKeyAlarmEvent;
import org.voddesk.wire.MoveChangedEvent;
import org.voddesk.wire.NodeGradeChangedEvent;
import org.voddesk.wire.NodeHealthChangedEvent;
import org.voddesk.wire.NodeHealthData;
import org.voddesk.wire.NodeStateChangedEvent;
import org.voddesk.wire.NodeStateData;
import org.voddesk.wire.PlacementRejectedEvent;
import org.voddesk.wire.PlanChangedEvent;
import org.voddesk.wire.PlanStepData;
import org.voddesk.wire.RoundFinishedEvent;
import org.voddesk.wire.SessionEndReasonData;
import org.voddesk.wire.SessionEndedEvent;
import org.voddesk.wire.SessionOriginData;
import org.voddesk.wire.SessionRateChangedEvent;
import org.voddesk.wire.SessionReHomedEvent;
import org.voddesk.wire.SessionStartedEvent;
import org.voddesk.wire.SessionStoppedEvent;
import org.voddesk.wire.SettingsChangedEvent;
import org.voddesk.wire.StaleSessionStopFailedEvent;
import org.voddesk.wire.StaleSessionStoppedEvent;
import org.voddesk.wire.SubscribedEvent;
import org.voddesk.wire.model.Alarms;
import org.voddesk.wire.model.Moves;
import org.voddesk.wire.model.Plans;
import org.voddesk.wire.model.Sessions;
import org.voddesk.wire.model.Settings;

/**
 * Every {@link ControlEvent} as the event of an {@link EventEnvelope} and back. {@link LinkChanged} is the console's
 * own (its link to the server) and never travels. A string the event allows to be null is an {@code optional} field,
 * so that null comes back as null.
 */
public final class EventMessages {
    private static final String HEALTH = "NODE_HEALTH_";
    private static final String STATE = "NODE_STATE_";

    private EventMessages() {
    }

    /**
     * An envelope that carries {@code event} (its epoch and sequence number are the caller's to set).
     *
     * @throws IllegalArgumentException for a {@link LinkChanged}, which never travels
     */
    public static EventEnvelope.Builder toWire(ControlEvent event) {
        EventEnvelope.Builder m = EventEnvelope.newBuilder();
        if (event instanceof Subscribed e) {
            m.setSubscribed(SubscribedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setSnapshot(Snapshots.toWire(e.snapshot())));
        } else if (event instanceof RoundFinished e) {
            m.setRoundFinished(RoundFinishedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setSnapshot(Snapshots.toWire(e.snapshot())).setFoldNanos(e.foldNanos()));
        } else if (event instanceof NodeHealthChanged e) {
            NodeHealthChangedEvent.Builder b = NodeHealthChangedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setNode(e.node()).setFrom(WireEnums.toWire(e.from(), NodeHealthData.class, HEALTH))
                    .setTo(WireEnums.toWire(e.to(), NodeHealthData.class, HEALTH));
            Texts.set(e.reason(), b::setReason);
            m.setNodeHealthChanged(b);
        } else if (event instanceof NodeStateChanged e) {
            m.setNodeStateChanged(NodeStateChangedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setNode(e.node()).setFrom(WireEnums.toWire(e.from(), NodeStateData.class, STATE))
                    .setTo(WireEnums.toWire(e.to(), NodeStateData.class, STATE)));
        } else if (event instanceof NodeGradeChanged e) {
            m.setNodeGradeChanged(NodeGradeChangedEvent.newBuilder()
                    .setTimeMs(e.timeMs()).setNode(e.node()).setFrom(e.from()).setTo(e.to()).setLoad(e.load()));
        } else if (event instanceof SessionStarted e) {
            SessionStartedEvent.Builder b = SessionStartedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setSession(Sessions.toWire(e.session()))
                    .setOrigin(WireEnums.toWire(e.origin(), SessionOriginData.class, "SESSION_ORIGIN_"));
            Texts.set(e.user(), b::setUser);
            m.setSessionStarted(b);
        } else if (event instanceof SessionStopped e) {
            SessionStoppedEvent.Builder b = SessionStoppedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setSessionId(e.sessionId()).setNode(e.node());
            Texts.set(e.user(), b::setUser);
            m.setSessionStopped(b);
        } else if (event instanceof SessionRateChanged e) {
            SessionRateChangedEvent.Builder b = SessionRateChangedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setSessionId(e.sessionId()).setRate(e.rate());
            Texts.set(e.user(), b::setUser);
            m.setSessionRateChanged(b);
        } else if (event instanceof SessionReHomed e) {
            m.setSessionReHomed(SessionReHomedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setSessionId(e.sessionId()).setFromNode(e.from()).setToNode(e.to()));
        } else if (event instanceof SessionEnded e) {
            SessionEndedEvent.Builder b = SessionEndedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setSessionId(e.sessionId()).setNode(e.node())
                    .setReason(WireEnums.toWire(e.reason(), SessionEndReasonData.class, "SESSION_END_REASON_"));
            Texts.set(e.detail(), b::setDetail);
            m.setSessionEnded(b);
        } else if (event instanceof MoveChanged e) {
            MoveChangedEvent.Builder b = MoveChangedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setMove(Moves.toWire(e.move()));
            Texts.set(e.by(), b::setBy);
            m.setMoveChanged(b);
        } else if (event instanceof PlanChanged e) {
            PlanChangedEvent.Builder b = PlanChangedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setPlan(Plans.toWire(e.plan()))
                    .setStep(WireEnums.toWire(e.step(), PlanStepData.class, "PLAN_STEP_"));
            if (e.moveId() != null) {
                b.setMoveId(e.moveId());
            }
            Texts.set(e.by(), b::setBy);
            Texts.set(e.detail(), b::setDetail);
            m.setPlanChanged(b);
        } else if (event instanceof PlacementRejected e) {
            PlacementRejectedEvent.Builder b = PlacementRejectedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setLackOfCapacity(e.lackOfCapacity());
            Texts.set(e.user(), b::setUser);
            Texts.set(e.cameraId(), b::setCameraId);
            Texts.set(e.reason(), b::setReason);
            m.setPlacementRejected(b);
        } else if (event instanceof StaleSessionStopped e) {
            StaleSessionStoppedEvent.Builder b = StaleSessionStoppedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setSessionId(e.sessionId()).setNode(e.node());
            Texts.set(e.authoritativeNode(), b::setAuthoritativeNode);
            Texts.set(e.detail(), b::setDetail);
            m.setStaleSessionStopped(b);
        } else if (event instanceof StaleSessionStopFailed e) {
            StaleSessionStopFailedEvent.Builder b = StaleSessionStopFailedEvent.newBuilder()
                    .setTimeMs(e.timeMs()).setSessionId(e.sessionId()).setNode(e.node())
                    .setAttempts(e.attempts());
            Texts.set(e.reason(), b::setReason);
            m.setStaleSessionStopFailed(b);
        } else if (event instanceof HostKeyAlarm e) {
            HostKeyAlarmEvent.Builder b = HostKeyAlarmEvent.newBuilder().setTimeMs(e.timeMs()).setNode(e.node())
                    .setChanged(e.changed());
            Texts.set(e.fingerprint(), b::setFingerprint);
            Texts.set(e.message(), b::setMessage);
            m.setHostKeyAlarm(b);
        } else if (event instanceof SettingsChanged e) {
            SettingsChangedEvent.Builder b = SettingsChangedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setBefore(Settings.toWire(e.before())).setAfter(Settings.toWire(e.after()))
                    .addAllChangedKeys(e.changedKeys());
            Texts.set(e.by(), b::setBy);
            m.setSettingsChanged(b);
        } else if (event instanceof AlarmChanged e) {
            m.setAlarmChanged(AlarmChangedEvent.newBuilder().setTimeMs(e.timeMs())
                    .setAlarm(Alarms.toWire(e.alarm()))
                    .setTransition(WireEnums.toWire(e.transition(), AlarmTransitionData.class, "ALARM_TRANSITION_")));
        } else if (event instanceof CamerasChanged e) {
            m.setCamerasChanged(CamerasChangedEvent.newBuilder().setTimeMs(e.timeMs()).setRevision(e.revision())
                    .setAdded(e.added()).setUpdated(e.updated()).setBy(e.by()));
        } else if (event instanceof LinkChanged) {
            throw new IllegalArgumentException("a console's link never travels on the wire");
        } else {
            throw new IllegalArgumentException("an event the wire does not carry: "
                    + event.getClass().getSimpleName());
        }
        return m;
    }

    /**
     * The event {@code m} carries; a snapshot in it gets {@code recordings} as its recording index.
     *
     * @throws IllegalArgumentException when it carries no event of the API (a snapshot update, a resumption, none, or
     *                                  one this side does not know), or a part that cannot be read
     */
    public static ControlEvent fromWire(EventEnvelope m, RecordingIndex recordings) {
        return switch (m.getEventCase()) {
            case SUBSCRIBED -> new Subscribed(m.getSubscribed().getTimeMs(),
                    Snapshots.fromWire(m.getSubscribed().getSnapshot(), recordings));
            case ROUND_FINISHED -> new RoundFinished(m.getRoundFinished().getTimeMs(),
                    Snapshots.fromWire(m.getRoundFinished().getSnapshot(), recordings),
                    m.getRoundFinished().getFoldNanos());
            case NODE_HEALTH_CHANGED -> {
                NodeHealthChangedEvent e = m.getNodeHealthChanged();
                yield new NodeHealthChanged(e.getTimeMs(), e.getNode(),
                        WireEnums.fromWire(e.getFrom(), NodeHealth.class, HEALTH),
                        WireEnums.fromWire(e.getTo(), NodeHealth.class, HEALTH), Texts.of(e.hasReason(),
                        e.getReason()));
            }
            case NODE_STATE_CHANGED -> {
                NodeStateChangedEvent e = m.getNodeStateChanged();
                yield new NodeStateChanged(e.getTimeMs(), e.getNode(),
                        WireEnums.fromWire(e.getFrom(), NodeState.class, STATE),
                        WireEnums.fromWire(e.getTo(), NodeState.class, STATE));
            }
            case NODE_GRADE_CHANGED -> {
                NodeGradeChangedEvent e = m.getNodeGradeChanged();
                yield new NodeGradeChanged(e.getTimeMs(), e.getNode(), e.getFrom(), e.getTo(), e.getLoad());
            }
            case SESSION_STARTED -> {
                SessionStartedEvent e = m.getSessionStarted();
                yield new SessionStarted(e.getTimeMs(), Sessions.fromWire(e.getSession()),
                        Texts.of(e.hasUser(), e.getUser()),
                        WireEnums.fromWire(e.getOrigin(), SessionStarted.Origin.class, "SESSION_ORIGIN_"));
            }
            case SESSION_STOPPED -> {
                SessionStoppedEvent e = m.getSessionStopped();
                yield new SessionStopped(e.getTimeMs(), e.getSessionId(), e.getNode(),
                        Texts.of(e.hasUser(), e.getUser()));
            }
            case SESSION_RATE_CHANGED -> {
                SessionRateChangedEvent e = m.getSessionRateChanged();
                yield new SessionRateChanged(e.getTimeMs(), e.getSessionId(), e.getRate(),
                        Texts.of(e.hasUser(), e.getUser()));
            }
            case SESSION_RE_HOMED -> {
                SessionReHomedEvent e = m.getSessionReHomed();
                yield new SessionReHomed(e.getTimeMs(), e.getSessionId(), e.getFromNode(), e.getToNode());
            }
            case SESSION_ENDED -> {
                SessionEndedEvent e = m.getSessionEnded();
                yield new SessionEnded(e.getTimeMs(), e.getSessionId(), e.getNode(),
                        WireEnums.fromWire(e.getReason(), SessionEndReason.class, "SESSION_END_REASON_"),
                        Texts.of(e.hasDetail(), e.getDetail()));
            }
            case MOVE_CHANGED -> {
                MoveChangedEvent e = m.getMoveChanged();
                yield new MoveChanged(e.getTimeMs(), Moves.fromWire(e.getMove()), Texts.of(e.hasBy(), e.getBy()));
            }
            case PLAN_CHANGED -> {
                PlanChangedEvent e = m.getPlanChanged();
                yield new PlanChanged(e.getTimeMs(), Plans.fromWire(e.getPlan()),
                        WireEnums.fromWire(e.getStep(), PlanStep.class, "PLAN_STEP_"),
                        e.hasMoveId() ? e.getMoveId() : null, Texts.of(e.hasBy(), e.getBy()),
                        Texts.of(e.hasDetail(), e.getDetail()));
            }
            case PLACEMENT_REJECTED -> {
                PlacementRejectedEvent e = m.getPlacementRejected();
                yield new PlacementRejected(e.getTimeMs(), Texts.of(e.hasUser(), e.getUser()),
                        Texts.of(e.hasCameraId(), e.getCameraId()), Texts.of(e.hasReason(), e.getReason()),
                        e.getLackOfCapacity());
            }
            case STALE_SESSION_STOPPED -> {
                StaleSessionStoppedEvent e = m.getStaleSessionStopped();
                yield new StaleSessionStopped(e.getTimeMs(), e.getSessionId(), e.getNode(),
                        Texts.of(e.hasAuthoritativeNode(), e.getAuthoritativeNode()),
                        Texts.of(e.hasDetail(), e.getDetail()));
            }
            case STALE_SESSION_STOP_FAILED -> {
                StaleSessionStopFailedEvent e = m.getStaleSessionStopFailed();
                yield new StaleSessionStopFailed(e.getTimeMs(), e.getSessionId(), e.getNode(), e.getAttempts(),
                        Texts.of(e.hasReason(), e.getReason()));
            }
            case HOST_KEY_ALARM -> {
                HostKeyAlarmEvent e = m.getHostKeyAlarm();
                yield new HostKeyAlarm(e.getTimeMs(), e.getNode(), e.getChanged(),
                        Texts.of(e.hasFingerprint(), e.getFingerprint()), Texts.of(e.hasMessage(), e.getMessage()));
            }
            case SETTINGS_CHANGED -> {
                SettingsChangedEvent e = m.getSettingsChanged();
                yield new SettingsChanged(e.getTimeMs(), Texts.of(e.hasBy(), e.getBy()),
                        Settings.fromWire(e.getBefore()), Settings.fromWire(e.getAfter()), e.getChangedKeysList());
            }
            case ALARM_CHANGED -> {
                AlarmChangedEvent e = m.getAlarmChanged();
                yield new AlarmChanged(e.getTimeMs(), Alarms.fromWire(e.getAlarm()),
                        WireEnums.fromWire(e.getTransition(), AlarmTransition.class, "ALARM_TRANSITION_"));
            }
            case CAMERAS_CHANGED -> {
                CamerasChangedEvent e = m.getCamerasChanged();
                yield new CamerasChanged(e.getTimeMs(), e.getRevision(), e.getAdded(), e.getUpdated(), e.getBy());
            }
            case RESUMED, SNAPSHOT_UPDATE, EVENT_NOT_SET -> throw new IllegalArgumentException(
                    "the message " + m.getSeq() + " carries no event of the control (" + m.getEventCase() + ")");
        };
    }
}
