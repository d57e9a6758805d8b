package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.whatif.Calibration;
import org.voddesk.core.whatif.Compared;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.HourComparison;
import org.voddesk.core.whatif.LoadProfile;
import org.voddesk.core.whatif.NodeHourComparison;
import org.voddesk.core.whatif.NodeHourLoad;
import org.voddesk.core.whatif.RecordedActions;
import org.voddesk.core.whatif.ReplayPolicy;

/**
 * Compares the replay of the policy in force with the recorded day: each node's mean and peak load per hour,
 * {@code lambda} per hour, the moves carried out and the plans proposed; and the verdict, on the weighted relative
 * error of the hourly mean loads ({@link Calibration}).
 */
final class Calibrator {
    private Calibrator() {
    }

    static Calibration calibrate(DayWindow day, ReplayPolicy policy, LoadProfile recorded, RecordedActions actions,
                                 LoadProfile replayed, double replayedMoves, double replayedPlans) {
        List<NodeHourComparison> nodeHours = new ArrayList<>();
        for (NodeHourLoad r : recorded.nodeHours()) {
            NodeHourLoad p = replayed.at(r.nodeName(), r.hour())
                    .orElse(new NodeHourLoad(r.nodeName(), r.hour(), Double.NaN, Double.NaN));
            nodeHours.add(new NodeHourComparison(r.nodeName(), r.hour(), new Compared(r.meanLoad(), p.meanLoad()),
                    new Compared(r.peakLoad(), p.peakLoad())));
        }
        List<HourComparison> hours = new ArrayList<>();
        for (int h = 0; h < recorded.lambdaPerHour().size(); h++) {
            double rep = h < replayed.lambdaPerHour().size() ? replayed.lambdaPerHour().get(h) : Double.NaN;
            hours.add(new HourComparison(h, day.hourStartMs(h), new Compared(recorded.lambdaPerHour().get(h), rep)));
        }
        double error = meanLoadError(nodeHours);
        return new Calibration(policy, nodeHours, hours, new Compared(actions.movesCarriedOut(), replayedMoves),
                new Compared(actions.plansProposed(), replayedPlans), error, Calibration.fits(error));
    }

    /**
     * Step: {@code sum |replayed - recorded| / sum recorded} of the hourly mean loads, over the node hours measured on
     * both sides; {@code NaN} when there is none (or the recorded loads sum to 0).
     */
    static double meanLoadError(List<NodeHourComparison> nodeHours) {
        double diff = 0;
        double total = 0;
        for (NodeHourComparison c : nodeHours) {
            Compared m = c.meanLoad();
            if (Double.isNaN(m.recorded()) || Double.isNaN(m.replayed())) {
                continue;
            }
            diff += Math.abs(m.replayed() - m.recorded());
            total += Math.abs(m.recorded());
        }
        return total == 0 ? Double.NaN : diff / total;
    }
}
