package org.voddesk.wire.model;

import org.voddesk.control.api.WhatIfAsk;
import org.voddesk.control.api.WhatIfChoices;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.wire.ReplayPolicyData;
import org.voddesk.wire.ReplayProgressData;
import org.voddesk.wire.ReplayStageMessage;
import org.voddesk.wire.WhatIfChoicesReply;
import org.voddesk.wire.WhatIfRunRequest;

/**
 * A what-if run's ask, choices and progress on the wire; the report is {@link ReplayReports}'. A day is its ISO
 * date, a zone its id, a policy without a planner an unset {@code planner}. Reading a message throws
 * {@link IllegalArgumentException} naming the part it cannot read (a bound of {@link WhatIfAsk} included).
 */
public final class WhatIfMessages {
    private WhatIfMessages() {
    }

    public static ReplayPolicyData policy(ReplayPolicy p) {
        ReplayPolicyData.Builder b = ReplayPolicyData.newBuilder().setPlacement(p.placement());
        if (p.planner() != null) {
            b.setPlanner(p.planner());
        }
        return b.build();
    }

    public static ReplayPolicy policy(ReplayPolicyData m) {
        try {
            return new ReplayPolicy(m.getPlacement(), Parts.orNull(m.hasPlanner(), m.getPlanner()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("cannot read a replayed policy: " + e.getMessage(), e);
        }
    }

    /** The request of a run of {@code ask}. */
    public static WhatIfRunRequest ask(WhatIfAsk ask) {
        return WhatIfRunRequest.newBuilder().setDay(ask.day().toString()).setZone(ask.zone().getId())
                .addAllPolicies(ask.policies().stream().map(WhatIfMessages::policy).toList())
                .setRuns(ask.runs()).setSeed(ask.seed()).build();
    }

    /** The ask a request carries. */
    public static WhatIfAsk ask(WhatIfRunRequest m) {
        var day = ReportMessages.date(m.getDay());
        var zone = ReportMessages.zone(m.getZone());
        var policies = m.getPoliciesList().stream().map(WhatIfMessages::policy).toList();
        try {
            return new WhatIfAsk(day, zone, policies, m.getRuns(), m.getSeed());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("cannot read the what-if run: " + e.getMessage(), e);
        }
    }

    /** A reply carrying {@code c} (its outcome is the caller's). */
    public static WhatIfChoicesReply.Builder choices(WhatIfChoices c) {
        return WhatIfChoicesReply.newBuilder().addAllPlacements(c.placements()).addAllPlanners(c.planners())
                .setInForce(policy(c.inForce()))
                .addAllStandard(c.standard().stream().map(WhatIfMessages::policy).toList());
    }

    /** The choices a reply carries. */
    public static WhatIfChoices choices(WhatIfChoicesReply m) {
        if (!m.hasInForce()) {
            throw Parts.missing("the policy in force");
        }
        return new WhatIfChoices(m.getPlacementsList(), m.getPlannersList(), policy(m.getInForce()),
                m.getStandardList().stream().map(WhatIfMessages::policy).toList());
    }

    public static ReplayProgressData progress(ReplayProgress p) {
        ReplayProgressData.Builder b = ReplayProgressData.newBuilder().setFraction(p.fraction())
                .setStage(stage(p.stage())).setRun(p.run()).setRuns(p.runs());
        if (p.policy() != null) {
            b.setPolicy(policy(p.policy()));
        }
        return b.build();
    }

    public static ReplayProgress progress(ReplayProgressData m) {
        try {
            return new ReplayProgress(m.getFraction(), stage(m.getStage()),
                    m.hasPolicy() ? policy(m.getPolicy()) : null, m.getRun(), m.getRuns());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("cannot read a what-if progress: " + e.getMessage(), e);
        }
    }

    static ReplayStageMessage stage(ReplayProgress.Stage s) {
        return switch (s) {
            case CALIBRATING -> ReplayStageMessage.REPLAY_STAGE_CALIBRATING;
            case REPLAYING -> ReplayStageMessage.REPLAY_STAGE_REPLAYING;
            case DONE -> ReplayStageMessage.REPLAY_STAGE_DONE;
        };
    }

    static ReplayProgress.Stage stage(ReplayStageMessage m) {
        return switch (m) {
            case REPLAY_STAGE_CALIBRATING -> ReplayProgress.Stage.CALIBRATING;
            case REPLAY_STAGE_REPLAYING -> ReplayProgress.Stage.REPLAYING;
            case REPLAY_STAGE_DONE -> ReplayProgress.Stage.DONE;
            default -> throw Parts.unknown("a replay's stage", m);
        };
    }
}
