package org.voddesk.wire.model;

import java.time.Duration;
import org.voddesk.control.api.AutomationLevel;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlanSettings;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.wire.AutomationLevelData;
import org.voddesk.wire.IntervalsData;
import org.voddesk.wire.LoginsData;
import org.voddesk.wire.PlanSettingsData;
import org.voddesk.wire.PlanTimesData;
import org.voddesk.wire.PolicyChoiceData;
import org.voddesk.wire.ReHomingData;
import org.voddesk.wire.ReHomingModeData;
import org.voddesk.wire.SettingsData;

/**
 * The control's settings on the wire: {@link ControlSettings} as {@link SettingsData}, with its plan and login
 * settings. Reading a message throws {@link IllegalArgumentException} naming the part it cannot read; the settings'
 * own checks (the least intervals, the priority range) apply as where they are made.
 */
public final class Settings {
    private Settings() {
    }

    /** The message of the control's settings. */
    public static SettingsData toWire(ControlSettings s) {
        PlanSettings p = s.plans();
        return SettingsData.newBuilder()
                .setPolicies(PolicyChoiceData.newBuilder().setPlacement(s.placementPolicy())
                        .setPlanner(s.migrationPlanner()))
                .setIntervals(IntervalsData.newBuilder().setPoll(Parts.toWire(s.pollInterval()))
                        .setPlanning(Parts.toWire(s.planningInterval())))
                .setPlanTimes(PlanTimesData.newBuilder().setExpiry(Parts.toWire(s.planExpiry()))
                        .setMoveHold(Parts.toWire(s.moveHold())))
                .setReHoming(ReHomingData.newBuilder().setMode(mode(s.reHomingMode()))
                        .setSessionsPerNode(s.sessionsPerNode()))
                .setDefaultBitrateBps(s.defaultBitrateBps())
                .setOverloadAlarmAfter(Parts.toWire(s.overloadAlarmAfter()))
                .setPlans(PlanSettingsData.newBuilder().setAutomation(level(p.automation()))
                        .setPartialMaxPriority(p.partialMaxPriority()).setRelief(mode(p.relief()))
                        .setMinMoveGain(p.minMoveGain()).setMinPlanGain(p.minPlanGain()).setMaxMoves(p.maxMoves()))
                .setLogins(LoginsData.newBuilder().setIdle(Parts.toWire(s.loginIdle())))
                .build();
    }

    /** The settings a message carries. */
    public static ControlSettings fromWire(SettingsData m) {
        if (!m.hasPolicies()) {
            throw Parts.missing("the settings' policies");
        }
        if (!m.hasIntervals() || !m.hasPlanTimes()) {
            throw Parts.missing("the settings' intervals and plan times");
        }
        if (!m.hasReHoming()) {
            throw Parts.missing("the settings' re-homing");
        }
        if (!m.hasPlans()) {
            throw Parts.missing("the settings' plan settings");
        }
        if (!m.hasLogins()) {
            throw Parts.missing("the settings' logins");
        }
        IntervalsData i = m.getIntervals();
        PlanTimesData t = m.getPlanTimes();
        PlanSettingsData p = m.getPlans();
        return new ControlSettings(
                new ControlSettings.PolicyChoice(m.getPolicies().getPlacement(), m.getPolicies().getPlanner()),
                new ControlSettings.Intervals(duration(i.hasPoll(), i.getPoll(), "poll interval"),
                        duration(i.hasPlanning(), i.getPlanning(), "planning interval")),
                new ControlSettings.PlanTimes(duration(t.hasExpiry(), t.getExpiry(), "plan expiry"),
                        duration(t.hasMoveHold(), t.getMoveHold(), "move hold")),
                new ControlSettings.ReHoming(mode(m.getReHoming().getMode(), "re-homing mode"),
                        m.getReHoming().getSessionsPerNode()),
                m.getDefaultBitrateBps(),
                duration(m.hasOverloadAlarmAfter(), m.getOverloadAlarmAfter(), "overload alarm delay"),
                new PlanSettings(level(p.getAutomation()), p.getPartialMaxPriority(),
                        mode(p.getRelief(), "overload relief mode"), p.getMinMoveGain(), p.getMinPlanGain(),
                        p.getMaxMoves()),
                new ControlSettings.Logins(duration(m.getLogins().hasIdle(), m.getLogins().getIdle(),
                        "login idle time")));
    }

    private static Duration duration(boolean has, com.google.protobuf.Duration d, String what) {
        if (!has) {
            throw Parts.missing("the settings' " + what);
        }
        return Parts.fromWire(d);
    }

    private static ReHomingModeData mode(ReHomingMode m) {
        return switch (m) {
            case AUTOMATIC -> ReHomingModeData.RE_HOMING_MODE_AUTOMATIC;
            case PROPOSE -> ReHomingModeData.RE_HOMING_MODE_PROPOSE;
        };
    }

    private static ReHomingMode mode(ReHomingModeData m, String what) {
        return switch (m) {
            case RE_HOMING_MODE_AUTOMATIC -> ReHomingMode.AUTOMATIC;
            case RE_HOMING_MODE_PROPOSE -> ReHomingMode.PROPOSE;
            default -> throw Parts.unknown("the settings' " + what, m);
        };
    }

    private static AutomationLevelData level(AutomationLevel l) {
        return switch (l) {
            case MANUAL -> AutomationLevelData.AUTOMATION_LEVEL_MANUAL;
            case PARTIAL -> AutomationLevelData.AUTOMATION_LEVEL_PARTIAL;
            case AUTOMATIC -> AutomationLevelData.AUTOMATION_LEVEL_AUTOMATIC;
        };
    }

    private static AutomationLevel level(AutomationLevelData l) {
        return switch (l) {
            case AUTOMATION_LEVEL_MANUAL -> AutomationLevel.MANUAL;
            case AUTOMATION_LEVEL_PARTIAL -> AutomationLevel.PARTIAL;
            case AUTOMATION_LEVEL_AUTOMATIC -> AutomationLevel.AUTOMATIC;
            default -> throw Parts.unknown("the settings' automation level", l);
        };
    }
}
