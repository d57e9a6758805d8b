package org.voddesk.report;

import com.lowagie.text.Document;
import com.lowagie.text.Element;
import com.lowagie.text.Phrase;
import com.lowagie.text.pdf.BaseFont;
import com.lowagie.text.pdf.ColumnText;
import com.lowagie.text.pdf.PdfContentByte;
import com.lowagie.text.pdf.PdfPageEventHelper;
import com.lowagie.text.pdf.PdfTemplate;
import com.lowagie.text.pdf.PdfWriter;

/**
 * The line at the top of every page (cluster, day, time zone) and the page number "page N of M" at the bottom;
 * M is written into a placeholder once the document is complete.
 */
final class PageDecoration extends PdfPageEventHelper {
    private static final float SIZE = 8;

    private final String header;
    private final BaseFont font;
    private PdfTemplate total;

    PageDecoration(String header, BaseFont font) {
        this.header = header;
        this.font = font;
    }

    @Override
    public void onOpenDocument(PdfWriter writer, Document document) {
        total = writer.getDirectContent().createTemplate(30, SIZE + 2);
    }

    @Override
    public void onEndPage(PdfWriter writer, Document document) {
        PdfContentByte cb = writer.getDirectContent();
        float left = document.left();
        float right = document.right();
        ColumnText.showTextAligned(cb, Element.ALIGN_LEFT, new Phrase(header, new com.lowagie.text.Font(font, SIZE)),
                left, document.top() + 18, 0);
        cb.setLineWidth(0.5f);
        cb.moveTo(left, document.top() + 14);
        cb.lineTo(right, document.top() + 14);
        cb.stroke();
        String text = "page " + writer.getPageNumber() + " of ";
        float width = font.getWidthPoint(text, SIZE);
        float x = right - width - font.getWidthPoint("000", SIZE);
        float y = document.bottom() - 20;
        cb.beginText();
        cb.setFontAndSize(font, SIZE);
        cb.setTextMatrix(x, y);
        cb.showText(text);
        cb.endText();
        cb.addTemplate(total, x + width, y);
    }

    @Override
    public void onCloseDocument(PdfWriter writer, Document document) {
        total.beginText();
        total.setFontAndSize(font, SIZE);
        total.setTextMatrix(0, 0);
        // the writer has already moved past the last page when the document closes
        total.showText(Integer.toString(writer.getPageNumber() - 1));
        total.endText();
    }
}
