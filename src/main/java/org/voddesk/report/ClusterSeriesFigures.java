package org.voddesk.report;

import java.util.ArrayList;
import java.util.List;
import org.voddesk.store.ClusterSample;
import org.voddesk.store.SampleRepository;

/**
 * The cluster samples of a day, time-weighted: each sample stands for the time until the next one, at most the
 * sample gap and never past the day's end. Gives the day's means, the worst quarter-hours, the peak of
 * concurrent streams, and per-hour and per-quarter-hour means.
 */
final class ClusterSeriesFigures {
    private static final long QUARTER_MS = SampleRepository.ROLLUP_MS;

    private final ReportDay day;
    private final Weighted whole = new Weighted();
    private final Weighted[] quarters;
    private final Weighted[] hours;
    private final int[] hourPeak;
    private Peak peakStreams;

    ClusterSeriesFigures(ReportDay day, List<ClusterSample> samples, long maxGapMs) {
        this.day = day;
        this.quarters = newArray((int) ((day.lengthMs() + QUARTER_MS - 1) / QUARTER_MS));
        this.hours = newArray(day.hourStarts().size());
        this.hourPeak = new int[hours.length];
        java.util.Arrays.fill(hourPeak, -1);
        for (int i = 0; i < samples.size(); i++) {
            ClusterSample s = samples.get(i);
            long next = i + 1 < samples.size() ? samples.get(i + 1).timeMs() : day.toMs();
            long weight = Math.min(Math.min(next, day.toMs()) - s.timeMs(), maxGapMs);
            whole.add(s, weight);
            quarters[(int) ((s.timeMs() - day.fromMs()) / QUARTER_MS)].add(s, weight);
            int hour = (int) ((s.timeMs() - day.fromMs()) / ReportDay.HOUR_MS);
            hours[hour].add(s, weight);
            hourPeak[hour] = Math.max(hourPeak[hour], s.streams());
            if (peakStreams == null || s.streams() > peakStreams.value()) {
                peakStreams = new Peak(s.timeMs(), s.streams());
            }
        }
    }

    private static Weighted[] newArray(int n) {
        Weighted[] a = new Weighted[n];
        for (int i = 0; i < n; i++) {
            a[i] = new Weighted();
        }
        return a;
    }

    long polledMs() {
        return whole.ms;
    }

    double meanLambda() {
        return whole.lambda();
    }

    double meanSigma() {
        return whole.sigma();
    }

    Peak peakStreams() {
        return peakStreams;
    }

    /** The quarter-hour with the highest mean lambda (sigma with {@code sigma} true), or null without samples. */
    Peak worst(boolean sigma) {
        Peak worst = null;
        for (int q = 0; q < quarters.length; q++) {
            double v = sigma ? quarters[q].sigma() : quarters[q].lambda();
            if (!Double.isNaN(v) && (worst == null || v > worst.value())) {
                worst = new Peak(day.fromMs() + q * QUARTER_MS, v);
            }
        }
        return worst;
    }

    /** Mean lambda per quarter-hour with samples. */
    List<SeriesPoint> lambdaSeries() {
        List<SeriesPoint> points = new ArrayList<>();
        for (int q = 0; q < quarters.length; q++) {
            if (quarters[q].ms > 0) {
                points.add(new SeriesPoint(day.fromMs() + q * QUARTER_MS, quarters[q].lambda()));
            }
        }
        return points;
    }

    double hourLambda(int hour) {
        return hours[hour].lambda();
    }

    double hourSigma(int hour) {
        return hours[hour].sigma();
    }

    int hourPeakStreams(int hour) {
        return hourPeak[hour];
    }

    /** Time-weighted sums of one period. */
    private static final class Weighted {
        private double lambdaMs;
        private double sigmaMs;
        private long ms;

        void add(ClusterSample s, long weight) {
            lambdaMs += s.lambda() * weight;
            sigmaMs += s.sigma() * weight;
            ms += weight;
        }

        double lambda() {
            return ms == 0 ? Double.NaN : lambdaMs / ms;
        }

        double sigma() {
            return ms == 0 ? Double.NaN : sigmaMs / ms;
        }
    }
}
