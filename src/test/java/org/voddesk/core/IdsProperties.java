package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;

class IdsProperties {
    @Property
    void loopAgreesWithTheRegexOnArbitraryText(@ForAll @StringLength(max = 70) String value) {
        assertThat(Ids.isValid(value)).isEqualTo(Ids.pattern().matcher(value).matches());
    }

    @Property
    void loopAgreesWithTheRegexNearTheAlphabet(@ForAll @StringLength(min = 0, max = 70)
                                               @CharRange(from = '*', to = '~') @Chars({' ', '\n'}) String value) {
        assertThat(Ids.isValid(value)).isEqualTo(Ids.pattern().matcher(value).matches());
    }
}
