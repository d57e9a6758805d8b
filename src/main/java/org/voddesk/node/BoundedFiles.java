package org.voddesk.node;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads of the files the console is given (cluster files, known_hosts, private keys, cameras CSV), each with a
 * size limit: a path such as {@code /dev/zero} or a huge file by mistake must give a clear message, never an
 * {@code OutOfMemoryError}. The limit is checked while reading (a device's size says nothing), reading at most
 * one byte past it.
 */
public final class BoundedFiles {
    /** A cluster file: some hundred bytes a node; 1 MiB is thousands of nodes (and the YAML reader's own limit). */
    public static final int CLUSTER_FILE = 1 << 20;
    /** known_hosts: a line is 100-800 bytes; 16 MiB is tens of thousands of hosts. */
    public static final int KNOWN_HOSTS = 16 << 20;
    /** A private or public key: a 16384-bit RSA key is about 13 KB. */
    public static final int KEY = 64 << 10;
    /** A cameras CSV: some 60 bytes a camera; 64 MiB is a million cameras. */
    public static final int CAMERAS_CSV = 64 << 20;

    private BoundedFiles() {
    }

    /**
     * All bytes of {@code file}.
     *
     * @param what what the file is, for the message ("known_hosts", "cluster file")
     * @throws IOException naming the file and the limit when it is larger, or why it cannot be read
     */
    public static byte[] read(Path file, int limit, String what) throws IOException {
        if (Files.isDirectory(file)) {
            throw new Refused(what + " " + file + " is a directory; give the path of a file");
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(limit + 1);
            if (bytes.length > limit) {
                throw new IOException(what + " " + file + " is larger than " + human(limit)
                        + " (the limit for a " + what + "); check the path: it is not the file meant");
            }
            return bytes;
        }
    }

    /**
     * {@code file} as UTF-8 text.
     *
     * @throws IOException as {@link #read}, and when the bytes are not UTF-8, naming the offset of the first bad one
     */
    public static String readUtf8(Path file, int limit, String what) throws IOException {
        return utf8(read(file, limit, what), what + " " + file);
    }

    /** Decodes {@code bytes} as UTF-8, refusing malformed input with the offset of the first bad byte. */
    public static String utf8(byte[] bytes, String source) throws IOException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult r = decoder.decode(in, out, true);
        if (r.isError()) {
            throw new Refused(source + " is not UTF-8 text: the byte at offset " + in.position() + " (0x"
                    + String.format("%02X", bytes[in.position()] & 0xFF) + ") cannot start or continue a character;"
                    + " save the file as UTF-8");
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    /** A file refused for its size, kind or encoding; the message is complete as it is. */
    public static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    /** {@code e}'s message when it is a refusal, else "cannot read WHAT FILE: reason" (a missing file, no rights). */
    public static String message(IOException e, Path file, String what) {
        if (e instanceof Refused) {
            return e.getMessage();
        }
        String reason = e instanceof java.nio.file.NoSuchFileException ? "no such file"
                : e instanceof java.nio.file.AccessDeniedException ? "permission denied" : String.valueOf(e.getMessage());
        return "cannot read " + what + " " + file + ": " + reason;
    }

    private static String human(int bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MiB" : (bytes >> 10) + " KiB";
    }
}
