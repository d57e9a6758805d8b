package org.voddesk.control.camera;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.voddesk.node.BoundedFiles;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.voddesk.core.Camera;
import org.voddesk.core.Ids;

/**
 * Reads a cameras CSV ({@code sample-data/cameras.csv}): UTF-8, a header {@code id,name,site}, one camera a line;
 * {@code name} may be empty (the id is shown), {@code site} may be empty (no site). Quoted fields may hold commas.
 * The whole file is checked before anything is used: a file with any bad line gives the problems, each with its
 * line number, and no cameras, so an import is all or nothing.
 */
public final class CameraCsv {
    /** The columns, in the header's order. */
    public static final List<String> HEADER = List.of("id", "name", "site");
    /** The most problems listed (the rest are counted). */
    static final int MAX_PROBLEMS = 20;

    /** The cameras read, or the problems that stopped the import (then {@code cameras} is empty). */
    public record Parsed(List<Camera> cameras, List<String> problems) {
        public Parsed {
            cameras = List.copyOf(cameras);
            problems = List.copyOf(problems);
        }

        public boolean ok() {
            return problems.isEmpty();
        }
    }

    private CameraCsv() {
    }

    /** Reads {@code file}; a file that cannot be read is a problem, never an exception. */
    public static Parsed read(Path file) {
        byte[] content;
        try {
            content = BoundedFiles.read(file, BoundedFiles.CAMERAS_CSV, "cameras CSV");
        } catch (NoSuchFileException e) {
            return failed(file + ": no such file");
        } catch (BoundedFiles.Refused e) {
            return failed(e.getMessage());
        } catch (IOException | UncheckedIOException e) {
            return failed(file + ": cannot be read (" + e.getMessage() + ")");
        }
        return read(file.toString(), content);
    }

    /**
     * Reads the bytes of a file read elsewhere (a desk's file sent to the server), named {@code source} in the
     * problems as a file's path is; bytes that are not UTF-8 or over the size limit are a problem.
     */
    public static Parsed read(String source, byte[] content) {
        if (content.length > BoundedFiles.CAMERAS_CSV) {
            return failed(source + ": cannot be read (cameras CSV " + source + " is larger than "
                    + (BoundedFiles.CAMERAS_CSV >> 20) + " MiB, the limit for a cameras CSV)");
        }
        try (Reader r = new java.io.StringReader(BoundedFiles.utf8(content, "cameras CSV " + source))) {
            return read(r, source);
        } catch (BoundedFiles.Refused e) {
            return failed(e.getMessage());
        } catch (IOException | UncheckedIOException e) {
            return failed(source + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    /** Reads CSV text; {@code source} names it in the problems. */
    public static Parsed read(Reader in, String source) throws IOException {
        CSVFormat format = CSVFormat.RFC4180.builder().setIgnoreSurroundingSpaces(true).setIgnoreEmptyLines(true)
                .get();
        List<Camera> cameras = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        try (CSVParser parser = CSVParser.parse(in, format)) {
            boolean header = true;
            for (CSVRecord rec : parser) {
                long line = parser.getCurrentLineNumber();
                if (header) {
                    header = false;
                    if (!headerOf(rec).equals(HEADER)) {
                        return failed(source + " line " + line + ": the header must be " + String.join(",", HEADER)
                                + ", got " + String.join(",", rec.toList()));
                    }
                    continue;
                }
                String problem = problem(rec, seen);
                if (problem == null) {
                    cameras.add(new Camera(rec.get(0), blankToNull(rec.get(1)), blankToNull(rec.get(2))));
                } else {
                    problems.add(source + " line " + line + ": " + problem);
                }
            }
            if (header) {
                return failed(source + ": empty; the first line must be the header " + String.join(",", HEADER));
            }
        } catch (UncheckedIOException e) {
            // Commons CSV reports a malformed quote while iterating, as an unchecked wrapper of an IOException.
            return failed(source + ": malformed CSV (" + e.getCause().getMessage() + ")");
        }
        if (!problems.isEmpty()) {
            int more = problems.size() - MAX_PROBLEMS;
            List<String> shown = new ArrayList<>(problems.subList(0, Math.min(problems.size(), MAX_PROBLEMS)));
            if (more > 0) {
                shown.add("... and " + more + " more");
            }
            return new Parsed(List.of(), shown);
        }
        return new Parsed(cameras, List.of());
    }

    private static List<String> headerOf(CSVRecord rec) {
        List<String> names = new ArrayList<>();
        for (String s : rec) {
            names.add(s.strip().toLowerCase(Locale.ROOT).replace("\uFEFF", ""));
        }
        return names;
    }

    private static String problem(CSVRecord rec, Set<String> seen) {
        if (rec.size() != HEADER.size()) {
            return "expected " + HEADER.size() + " fields (id,name,site), got " + rec.size();
        }
        String id = rec.get(0);
        if (!Ids.isValid(id)) {
            return "camera id '" + id + "' is not valid (letters, digits, '.', '_' or '-', at most 64)";
        }
        if (!seen.add(id)) {
            return "camera " + id + " is listed twice";
        }
        String site = rec.get(2);
        if (!site.isBlank() && !Ids.isValid(site)) {
            return "site '" + site + "' of camera " + id + " is not valid (letters, digits, '.', '_' or '-')";
        }
        return rec.get(1).length() > 200 ? "the name of camera " + id + " is longer than 200 characters" : null;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    private static Parsed failed(String problem) {
        return new Parsed(List.of(), List.of(problem));
    }
}
