package org.voddesk.control.loop;

import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.LoopState;
import org.voddesk.core.ClusterView;
import org.voddesk.policy.GradeBands;
import org.voddesk.policy.GradeChange;
import org.voddesk.policy.GradeTracker;

/**
 * The console's side of active grade feedback (Zhao, Zhou, Jin 2015; ALGORITHMS.md §6): after each poll the
 * grades in the working state follow {@link GradeTracker}, and each grade change, and only a change, raises one
 * {@link ControlEvent.NodeGradeChanged}. A node that cannot be read keeps its last grade silently. Loop thread only.
 */
final class GradeFeedback {
    private final LoopState loop;
    private final Events events;
    private final GradeTracker tracker;

    GradeFeedback(LoopState loop, Events events, GradeBands bands) {
        this.loop = loop;
        this.events = events;
        this.tracker = new GradeTracker(bands);
    }

    /** Grades the nodes of a poll round ({@code polled}: measured loads only) and raises the changes. */
    void update(ClusterView polled, long now) {
        GradeTracker.Update update = tracker.update(loop.grades(), polled);
        loop.graded(update.grades());
        for (GradeChange c : update.changes()) {
            events.raise(new ControlEvent.NodeGradeChanged(now, c.nodeName(), c.previousGrade(), c.grade(), c.load()));
        }
    }
}
