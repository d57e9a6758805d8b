package org.voddesk.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** HOST:PORT as the command line and known_servers write it. */
class ServerAddressTest {
    @Test
    void aHostAndPortParseAndPrintTheSame() {
        assertThat(ServerAddress.parse("control-room.example:7443")).isEqualTo(
                new ServerAddress("control-room.example", 7443));
        assertThat(ServerAddress.parse("127.0.0.1:7443").toString()).isEqualTo("127.0.0.1:7443");
    }

    @Test
    void anIpv6AddressIsWrittenInBrackets() {
        ServerAddress v6 = ServerAddress.parse("[::1]:7443");

        assertThat(v6.host()).isEqualTo("::1");
        assertThat(v6).hasToString("[::1]:7443");
    }

    @Test
    void whatIsNotHostColonPortIsRefusedNamingTheForm() {
        assertThatThrownBy(() -> ServerAddress.parse("7443")).hasMessageContaining("expected HOST:PORT");
        assertThatThrownBy(() -> ServerAddress.parse("::1:7443")).hasMessageContaining("in brackets");
        assertThatThrownBy(() -> ServerAddress.parse("host:http")).hasMessageContaining("not a port number");
        assertThatThrownBy(() -> ServerAddress.parse("host:70000")).hasMessageContaining("0 to 65535");
    }
}
