package org.voddesk.policy.overload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

class AttachmentPolicyTest {
    private static final ViewerRequest NEW = new ViewerRequest("n", "s", Set.of("a", "b"));

    @Test
    void leastConnectionAttachesToTheAllowedNodeWithFewestViewers() {
        BroadcastView v = Views.view("a:20 b:20 c:20", "s:4,2,1", "v1:s:2:a:a v2:s:2:a:a v3:s:0:b:b");

        Attachment a = new LeastConnection().attach(v, NEW);

        assertThat(a).isInstanceOfSatisfying(Attachment.Attached.class, at -> {
            assertThat(at.viewer().node()).isEqualTo("b");
            assertThat(at.viewer().quality()).isZero();
        });
    }

    @Test
    void leastConnectionRefusesWhenThatNodeWouldExceedItsBoundary() {
        BroadcastView v = Views.view("a:20 b:4", "s:4,2,1", "v1:s:2:a:a v2:s:2:a:a v3:s:2:b:b");

        assertThat(new LeastConnection().attach(v, NEW)).isInstanceOfSatisfying(Attachment.Refused.class,
                r -> assertThat(r.plan().found()).isFalse());
    }

    @Test
    void relievingAttachmentNeedsNoPlanWhenTheNodeHasRoom() {
        BroadcastView v = Views.view("a:20 b:20", "s:4,2,1", "");

        Attachment a = new RelievingAttachment(Views.SOURCE_CHANGE).attach(v, NEW);

        assertThat(a).isInstanceOfSatisfying(Attachment.Attached.class,
                at -> assertThat(at.plan().actions()).isEmpty());
    }

    @Test
    void relievingAttachmentAcceptsAViewerLeastConnectionRefuses() {
        BroadcastView v = Views.view("a:20 b:4", "s:4,2,1", "v1:s:2:a:a v2:s:2:a:a v3:s:2:b:b");

        Attachment a = new RelievingAttachment(Views.SOURCE_CHANGE).attach(v, NEW);

        assertThat(a).isInstanceOfSatisfying(Attachment.Attached.class, at -> {
            BroadcastView after = v.withViewer(at.viewer()).withPlan(at.plan());
            assertThat(after.isOverloaded("b")).isFalse();
            assertThat(after.viewers()).hasSize(4);
        });
    }

    @Test
    void relievingAttachmentRefusesWhenNoPlanExists() {
        BroadcastView v = Views.view("a:1 b:4", "s:4", "v3:s:0:b:b");

        assertThat(new RelievingAttachment(Views.QUALITY_CHANGE).attach(v, NEW)).isInstanceOf(Attachment.Refused.class);
    }
}
