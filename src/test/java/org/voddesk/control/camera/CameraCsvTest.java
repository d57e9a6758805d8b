package org.voddesk.control.camera;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Camera;

class CameraCsvTest {
    private static CameraCsv.Parsed read(String text) throws IOException {
        return CameraCsv.read(new StringReader(text), "cams.csv");
    }

    @Test
    void quotedNamesAndEmptyFieldsAreRead() throws IOException {
        CameraCsv.Parsed p = read("id,name,site\ncam-1,\"Pier 3, north\",harbour\ncam-2,,\n");
        assertThat(p.ok()).isTrue();
        assertThat(p.cameras()).containsExactly(new Camera("cam-1", "Pier 3, north", "harbour"), new Camera("cam-2"));
    }

    @Test
    void badLinesAreListedByLineAndNothingIsRead() throws IOException {
        CameraCsv.Parsed p = read("id,name,site\ncam-1,Ok,harbour\nbad id,X,harbour\ncam-1,Twice,\ncam-3,Short\n");
        assertThat(p.cameras()).isEmpty();
        assertThat(p.problems()).containsExactly(
                "cams.csv line 3: camera id 'bad id' is not valid (letters, digits, '.', '_' or '-', at most 64)",
                "cams.csv line 4: camera cam-1 is listed twice",
                "cams.csv line 5: expected 3 fields (id,name,site), got 2");
    }

    @Test
    void aWrongHeaderOrAnEmptyFileIsRefused() throws IOException {
        assertThat(read("camera,label\ncam-1,x\n").problems()).singleElement().asString()
                .contains("header must be id,name,site");
        assertThat(read("").problems()).singleElement().asString().contains("empty");
    }

    @Test
    void aBrokenQuoteIsAClearProblem() throws IOException {
        CameraCsv.Parsed p = read("id,name,site\ncam-1,\"unclosed,harbour\n");
        assertThat(p.ok()).isFalse();
        assertThat(p.problems()).singleElement().asString().startsWith("cams.csv");
    }

    @Test
    void aMissingFileIsAProblemNotAnException(@TempDir Path dir) {
        assertThat(CameraCsv.read(dir.resolve("none.csv")).problems()).singleElement().asString()
                .contains("no such file");
    }

    @Test
    void theSampleCatalogueHoldsTheEightyDemoCameras() throws IOException {
        CameraCsv.Parsed p = CameraCsv.read(Path.of("sample-data", "cameras.csv"));
        assertThat(p.problems()).isEmpty();
        assertThat(p.cameras()).hasSize(80);
        assertThat(p.cameras()).extracting(Camera::id).first().isEqualTo("cam-001");
        assertThat(p.cameras()).extracting(Camera::id).last().isEqualTo("cam-080");
        assertThat(p.cameras()).allSatisfy(c -> assertThat(c.site()).isNotNull());
    }

    @Test
    void aNonUtf8FileIsRefused(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("latin1.csv");
        Files.write(f, new byte[] {'i', 'd', ',', 'n', 'a', 'm', 'e', ',', 's', 'i', 't', 'e', '\n', 'c', ',',
                (byte) 0xE9, ',', '\n'});
        assertThat(CameraCsv.read(f).ok()).isFalse();
    }

    @Test
    void bytesReadElsewhereGiveTheWordsOfTheFileTheyCameFrom(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.csv");
        byte[] content = "id,name,site\ncam-1,x,y\ncam 2,x,y\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Files.write(f, content);

        assertThat(CameraCsv.read(f.toString(), content)).isEqualTo(CameraCsv.read(f));
        assertThat(CameraCsv.read(f.toString(), content).problems()).singleElement().asString()
                .startsWith(f + " line 3: ");
    }

    @Test
    void bytesThatAreNotUtf8AreRefusedNamingTheirSource() {
        CameraCsv.Parsed p = CameraCsv.read("C:\\desk\\latin1.csv", new byte[] {'i', 'd', ',', (byte) 0xE9});

        assertThat(p.ok()).isFalse();
        assertThat(p.problems()).singleElement().asString()
                .isEqualTo("cameras CSV C:\\desk\\latin1.csv is not UTF-8 text: the byte at offset 3 (0xE9) cannot"
                        + " start or continue a character; save the file as UTF-8");
    }
}
