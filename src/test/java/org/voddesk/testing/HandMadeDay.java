package org.voddesk.testing;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Quality;
import org.voddesk.core.whatif.ApprovalHabit;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.LambdaPoint;
import org.voddesk.core.whatif.LoadProfile;
import org.voddesk.core.whatif.NodeHourLoad;
import org.voddesk.core.whatif.RecordedActions;
import org.voddesk.core.whatif.RecordedDay;
import org.voddesk.core.whatif.TraceRequest;

/**
 * A recorded day made by hand for the tests of the console's what if: two nodes, a request every ten minutes from
 * 08:00, their loads and {@code lambda} per hour as a poll would have stored them, two moves. Not a real history: the
 * tests that read a database use the store's reader.
 */
public final class HandMadeDay {
    public static final List<String> NODES = List.of("vod-1", "vod-2");

    private HandMadeDay() {
    }

    /** The day {@code date} in {@code zone}, with {@code requests} requests; none makes a day without sessions. */
    public static DayTrace of(LocalDate date, ZoneId zone, int requests) {
        DayWindow day = DayWindow.of(date, zone);
        List<NodeSpec> nodes = NODES.stream().map(n -> new NodeSpec(n, 1e9, null)).toList();
        List<TraceRequest> asked = new ArrayList<>();
        for (int i = 0; i < requests; i++) {
            long at = day.fromMs() + 8 * DayWindow.HOUR_MS + i * 600_000L;
            PlaybackRequest r = PlaybackRequest.atSegmentStart("cam-" + (i % 7), at - DayWindow.HOUR_MS, 1,
                    Quality.MAIN, 2_000_000);
            asked.add(new TraceRequest(at, r, 1_200_000L, "olga", "s-" + i, NODES.get(i % 2)));
        }
        List<NodeHourLoad> loads = new ArrayList<>();
        for (String n : NODES) {
            for (int h = 0; h < day.hours(); h++) {
                double mean = h >= 8 && h < 18 ? 20 + h + (n.equals("vod-1") ? 5 : 0) : Double.NaN;
                loads.add(new NodeHourLoad(n, h, mean, Double.isNaN(mean) ? Double.NaN : mean + 10));
            }
        }
        List<Double> lambdaPerHour = new ArrayList<>();
        List<LambdaPoint> lambda = new ArrayList<>();
        for (int h = 0; h < day.hours(); h++) {
            boolean busy = h >= 8 && h < 18;
            lambdaPerHour.add(busy ? 6.25 : Double.NaN);
            if (busy) {
                lambda.add(new LambdaPoint(day.hourStartMs(h), 6.25));
            }
        }
        RecordedDay recorded = new RecordedDay(new LoadProfile(loads, lambdaPerHour), lambda,
                new RecordedActions(requests, 0, 2, 2, 2, 0), ApprovalHabit.AT_ONCE, 5_000, "least-load");
        return new DayTrace(day, nodes, asked, List.of(), List.of(), recorded);
    }
}
