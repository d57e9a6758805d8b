package org.voddesk.cli;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.ToLongFunction;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Quality;
import org.voddesk.core.WallTimes;

/**
 * What a busy supervisor's desk sends: playback requests, each of its own camera and begin time (so that its line in
 * the audit log names it), and decisions on plans, approvals and rejections in turn, each plan decided once. A plan
 * to decide is made for a session this desk played ({@code planFor}, the test writing it into the database as the
 * planner would). At most {@link #IN_FLIGHT} commands are out at once, so that a server killed meanwhile takes some
 * with it. Every command is kept with its result, which says what the desk knows of its fate ({@link Fate}).
 */
final class DeskWorkload {
    static final int IN_FLIGHT = 3;
    private static final long MINUTE = 60_000;

    /** What a command asked. */
    enum Kind { PLAY, APPROVE, REJECT }

    /** What the desk knows of a command from its result. */
    enum Fate {
        /** Acknowledged: the server's control did it. */
        DONE,
        /** Its answer was lost: the server may have done it or not. */
        MAYBE,
        /** Refused, or never sent: not done. */
        NOT_DONE
    }

    /**
     * One command and its result.
     *
     * @param camera  the camera of a playback (null for a decision)
     * @param beginMs the begin of a playback
     * @param planId  the plan of a decision (0 for a playback)
     */
    record Sent(Kind kind, String camera, long beginMs, long planId, CompletableFuture<CommandResult<?>> result) {
        /** The start of the audit line of this playback's start: {@code cam-007 from 2026-...}. */
        String auditKey() {
            return camera + " from " + WallTimes.stamp(beginMs) + " on ";
        }

        Fate fate() {
            CommandResult<?> r = result.join();
            if (r.ok() || (kind == Kind.APPROVE && r.message().contains(" was approved, but a move failed"))) {
                return Fate.DONE;
            }
            String m = r.message();
            return m.startsWith("May have been done") || m.contains("may still complete there")
                    || m.contains(" could not do it (") ? Fate.MAYBE : Fate.NOT_DONE;
        }
    }

    private final Control desk;
    private final Principal user;
    private final ToLongFunction<PlaybackStarted> planFor;
    private final long firstBeginMs;
    private final Semaphore slots = new Semaphore(IN_FLIGHT);
    private final List<Sent> sent = new CopyOnWriteArrayList<>();
    /** Sessions this desk played that no plan moves yet. */
    private final Queue<PlaybackStarted> played = new ArrayDeque<>();
    private int count;
    private int decisions;

    /**
     * @param planFor      makes an open plan that moves the played session, returns its id
     * @param firstBeginMs the begin of the first playback; each next one a minute earlier
     */
    DeskWorkload(Control desk, Principal user, ToLongFunction<PlaybackStarted> planFor, long firstBeginMs) {
        this.desk = desk;
        this.user = user;
        this.planFor = planFor;
        this.firstBeginMs = firstBeginMs;
    }

    /**
     * Sends commands, a playback and a decision in turn, until {@code plays} more playbacks and {@code decisions} more
     * decisions were acknowledged, or {@code within} is up.
     */
    void untilAcknowledged(int plays, int decisions, Duration within) throws InterruptedException {
        long end = System.nanoTime() + within.toNanos();
        int playsBefore = acknowledged(Kind.PLAY);
        int decisionsBefore = acknowledged(Kind.APPROVE) + acknowledged(Kind.REJECT);
        while (System.nanoTime() < end && (acknowledged(Kind.PLAY) - playsBefore < plays
                || acknowledged(Kind.APPROVE) + acknowledged(Kind.REJECT) - decisionsBefore < decisions)) {
            if (slots.tryAcquire(100, TimeUnit.MILLISECONDS)) {
                sendNext(true);
            }
        }
    }

    /** Sends {@code n} commands at once, whatever is out already. */
    void burst(int n) {
        for (int i = 0; i < n; i++) {
            sendNext(false);
        }
    }

    /**
     * Decides a plan made for one more session this desk played, outside the slots; null when no session waits for
     * one.
     */
    Sent decideNext(Kind kind) {
        PlaybackStarted toMove;
        synchronized (played) {
            toMove = played.poll();
        }
        if (toMove == null) {
            return null;
        }
        Sent s = decide(toMove, kind);
        sent.add(s);
        return s;
    }

    /** Waits until every command has its result (each call keeps to its budget), at most {@code within}. */
    void awaitAll(Duration within) {
        CompletableFuture.allOf(sent.stream().map(Sent::result).toArray(CompletableFuture[]::new))
                .orTimeout(within.toMillis(), TimeUnit.MILLISECONDS).join();
    }

    /** Every command sent, in order. */
    List<Sent> sent() {
        return List.copyOf(sent);
    }

    /** How many commands of {@code kind} were acknowledged so far. */
    int acknowledged(Kind kind) {
        return (int) sent.stream().filter(s -> s.kind() == kind && s.result().isDone()
                && s.fate() == Fate.DONE).count();
    }

    /** @param slot whether the command holds one of the {@link #IN_FLIGHT} slots (given back with its result) */
    private void sendNext(boolean slot) {
        PlaybackStarted toMove;
        synchronized (played) {
            toMove = count % 2 == 1 ? played.poll() : null;
        }
        int n = count++;
        Sent s = toMove == null ? play(n) : decide(toMove, decisions++ % 2 == 0 ? Kind.APPROVE : Kind.REJECT);
        sent.add(s);
        if (slot) {
            s.result().whenComplete((r, e) -> slots.release());
        }
    }

    private Sent play(int n) {
        String camera = String.format("cam-%03d", 1 + n % 80);
        long begin = firstBeginMs - n * MINUTE;
        CompletableFuture<CommandResult<PlaybackStarted>> r = desk.requestPlaybackAsync(user, camera, begin, 1,
                Quality.MAIN);
        return new Sent(Kind.PLAY, camera, begin, 0, r.thenApply(x -> {
            if (x.ok()) {
                synchronized (played) {
                    played.add(x.value());
                }
            }
            return x;
        }));
    }

    private Sent decide(PlaybackStarted session, Kind kind) {
        long plan = planFor.applyAsLong(session);
        CompletableFuture<CommandResult<?>> r = kind == Kind.APPROVE
                ? desk.plans().approveAsync(user, plan, "balance it").thenApply(x -> x)
                : desk.plans().rejectAsync(user, plan, "not now").thenApply(x -> x);
        return new Sent(kind, null, 0, plan, r);
    }
}
