package org.voddesk.wire.model;

import org.voddesk.core.whatif.Calibration;
import org.voddesk.core.whatif.Compared;
import org.voddesk.core.whatif.HourComparison;
import org.voddesk.core.whatif.NodeHourComparison;
import org.voddesk.wire.CalibrationData;
import org.voddesk.wire.ComparedData;
import org.voddesk.wire.HourComparisonData;
import org.voddesk.wire.NodeHourComparisonData;

/**
 * A what-if report's calibration on the wire ({@link Calibration} as {@link CalibrationData}): every hour compared,
 * recorded against replayed, NaN where a side did not measure it. Reading throws {@link IllegalArgumentException}
 * naming the part it cannot read.
 */
final class Calibrations {
    private Calibrations() {
    }

    static CalibrationData toWire(Calibration c) {
        return CalibrationData.newBuilder().setPolicy(WhatIfMessages.policy(c.policy()))
                .addAllNodeHours(c.nodeHours().stream().map(h -> NodeHourComparisonData.newBuilder()
                        .setNode(h.nodeName()).setHour(h.hour()).setMeanLoad(compared(h.meanLoad()))
                        .setPeakLoad(compared(h.peakLoad())).build()).toList())
                .addAllHours(c.hours().stream().map(h -> HourComparisonData.newBuilder().setHour(h.hour())
                        .setHourStartMs(h.hourStartMs()).setLambda(compared(h.lambda())).build()).toList())
                .setMoves(compared(c.moves())).setPlans(compared(c.plans()))
                .setMeanLoadError(c.meanLoadError()).setFits(c.fits()).build();
    }

    static Calibration fromWire(CalibrationData m) {
        if (!m.hasPolicy()) {
            throw Parts.missing("the calibration's policy");
        }
        if (!m.hasMoves() || !m.hasPlans()) {
            throw Parts.missing("the calibration's moves and plans");
        }
        return new Calibration(WhatIfMessages.policy(m.getPolicy()),
                m.getNodeHoursList().stream().map(h -> new NodeHourComparison(h.getNode(), h.getHour(),
                        compared(h.getMeanLoad()), compared(h.getPeakLoad()))).toList(),
                m.getHoursList().stream().map(h -> new HourComparison(h.getHour(), h.getHourStartMs(),
                        compared(h.getLambda()))).toList(),
                compared(m.getMoves()), compared(m.getPlans()), m.getMeanLoadError(), m.getFits());
    }

    static ComparedData compared(Compared c) {
        return ComparedData.newBuilder().setRecorded(c.recorded()).setReplayed(c.replayed()).build();
    }

    static Compared compared(ComparedData m) {
        return new Compared(m.getRecorded(), m.getReplayed());
    }
}
