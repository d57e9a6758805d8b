package org.voddesk.report;

import com.lowagie.text.Chunk;
import com.lowagie.text.Font;
import com.lowagie.text.Phrase;
import com.lowagie.text.SpecialSymbol;
import com.lowagie.text.pdf.BaseFont;

/**
 * A line of the PDF that may hold Greek letters (λ, σ, as the screens write them): Helvetica's WinAnsi encoding has
 * none, so each Greek letter is set in the standard Symbol font at the same size, the rest in the line's font.
 */
final class GreekText {
    private final BaseFont symbol;

    GreekText(BaseFont symbol) {
        this.symbol = symbol;
    }

    /** {@code text} in {@code font}, its Greek letters in Symbol. */
    Phrase phrase(String text, Font font) {
        Phrase p = new Phrase();
        Font greek = new Font(symbol, font.getSize());
        StringBuilder run = new StringBuilder();
        for (char c : text.toCharArray()) {
            char s = SpecialSymbol.getCorrespondingSymbol(c);
            if (s == ' ') {
                run.append(c);
                continue;
            }
            flush(p, run, font);
            p.add(new Chunk(String.valueOf(s), greek));
        }
        flush(p, run, font);
        return p;
    }

    private static void flush(Phrase p, StringBuilder run, Font font) {
        if (run.length() > 0) {
            p.add(new Chunk(run.toString(), font));
            run.setLength(0);
        }
    }
}
