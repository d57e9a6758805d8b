package org.voddesk.control.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Camera;

class CameraIndexTest {
    private final CameraIndex index = CameraIndex.of(List.of(
            new Camera("cam-1", "Harbour Rd / Pier 3 north", "harbour"),
            new Camera("cam-10", "Lobby", "old-town"),
            new Camera("cam-100", "Cam-1 backup", null),
            new Camera("gate-7", "Perimeter gate 7", "airport"),
            new Camera("x-pier", "Storage", "pierside"),
            new Camera("a-9", "Sapiere yard", null)));

    private List<String> ids(String query) {
        return index.search(query, 10).stream().map(Camera::id).toList();
    }

    @Test
    void anExactIdComesFirstThenIdPrefixesThenWordsThenSubstrings() {
        assertThat(ids("CAM-1")).containsExactly("cam-1", "cam-10", "cam-100");
    }

    @Test
    void aWordOfNameOrSiteRanksBeforeASubstring() {
        assertThat(ids("pier")).containsExactly("cam-1", "x-pier", "a-9");
    }

    @Test
    void siteIsSearchedCaseInsensitively() {
        assertThat(ids("HARB")).containsExactly("cam-1");
        assertThat(ids("old-town")).containsExactly("cam-10");
    }

    @Test
    void aBlankQueryListsByIdAndTheLimitHolds() {
        assertThat(index.search("  ", 2)).extracting(Camera::id).containsExactly("a-9", "cam-1");
        assertThat(index.search("cam", 2)).hasSize(2);
        assertThat(index.search("cam", 0)).isEmpty();
        assertThat(ids("nothing like it")).isEmpty();
    }

    @Test
    void withReplacesACameraById() {
        CameraIndex next = index.with(List.of(new Camera("cam-10", "Front desk", "old-town")));
        assertThat(next.size()).isEqualTo(6);
        assertThat(next.find("cam-10")).map(Camera::name).contains("Front desk");
        assertThat(index.find("cam-10")).map(Camera::name).contains("Lobby");
    }

    @Test
    void eachChangeIsTheNextRevision() {
        CameraIndex next = index.with(List.of(new Camera("cam-10", "Front desk", "old-town")));

        assertThat(index.revision()).isZero();
        assertThat(next.revision()).isEqualTo(1);
        assertThat(next.with(List.of(new Camera("new-1"))).revision()).isEqualTo(2);
        assertThat(CameraIndex.of(next.all(), 7).revision()).isEqualTo(7);
    }

    @Test
    void afterGivesThePageOfIdsThatFollowAnId() {
        assertThat(index.after("", 2)).extracting(Camera::id).containsExactly("a-9", "cam-1");
        assertThat(index.after("cam-1", 2)).extracting(Camera::id).containsExactly("cam-10", "cam-100");
        assertThat(index.after("cam-11", 10)).extracting(Camera::id).containsExactly("gate-7", "x-pier");
        assertThat(index.after("x-pier", 10)).isEmpty();
        assertThat(index.after("cam", 0)).isEmpty();
    }
}
