package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.Page;
import org.voddesk.wire.PageInfo;
import org.voddesk.wire.PageRequest;

class PagesTest {
    @Test
    void aPageComesBackWithItsPlaceAndItems() throws Exception {
        Page<String> page = new Page<>(List.of("b", "a"), 3, 2, true);

        PageInfo info = PageInfo.parseFrom(Pages.info(page).toByteArray());

        assertThat(Pages.fromWire(info, List.of("b", "a"))).isEqualTo(page);
    }

    @Test
    void aRequestNamesThePageAndItsSize() throws Exception {
        PageRequest r = PageRequest.parseFrom(Pages.request(4, 50).toByteArray());

        assertThat(r.getPage()).isEqualTo(4);
        assertThat(r.getPageSize()).isEqualTo(50);
    }
}
