package org.voddesk.ui.reports;

import java.io.File;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignF;
import org.voddesk.ui.common.FormLabel;
import org.voddesk.ui.common.NoticeLabel;

/**
 * The daily export row of the Reports screen: on/off, the time of day, the folder (typed or chosen), Save, and the
 * outcome. Binds to {@link ExportScheduleViewModel}; read-only for operators.
 */
final class ExportSchedulePanel extends VBox {
    ExportSchedulePanel(ExportScheduleViewModel model) {
        super(6);
        setId("report-schedule");
        CheckBox on = new CheckBox("Export yesterday's report (PDF and CSV) every day at");
        on.setId("report-schedule-on");
        on.selectedProperty().bindBidirectional(model.onProperty());
        TextField time = new TextField();
        time.setId("report-schedule-time");
        time.setPrefColumnCount(5);
        time.setPromptText("HH:MM");
        time.textProperty().bindBidirectional(model.timeProperty());
        TextField folder = new TextField();
        folder.setId("report-schedule-folder");
        folder.setPromptText("/absolute/folder");
        folder.textProperty().bindBidirectional(model.folderProperty());
        HBox.setHgrow(folder, Priority.ALWAYS);
        Button browse = new Button("Choose...", new FontIcon(MaterialDesignF.FOLDER_OPEN_OUTLINE));
        browse.setId("report-schedule-browse");
        browse.setOnAction(e -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle("Folder for the daily reports");
            File dir = chooser.showDialog(getScene() == null ? null : getScene().getWindow());
            if (dir != null) {
                folder.setText(dir.getAbsolutePath());
            }
        });
        Button save = new Button("Save", new FontIcon(MaterialDesignC.CONTENT_SAVE_OUTLINE));
        save.setId("report-schedule-save");
        save.setOnAction(e -> model.onSave());
        boolean editable = model.editable();
        for (var c : java.util.List.of(on, time, folder, browse, save)) {
            c.setDisable(!editable);
        }
        if (editable) {
            save.disableProperty().bind(model.busyProperty());
        }
        HBox row = new HBox(8, on, time, FormLabel.of("into"), folder, browse, save);
        row.setAlignment(Pos.CENTER_LEFT);
        NoticeLabel notice = new NoticeLabel(model.noticeProperty());
        notice.setId("report-schedule-notice");
        NoticeLabel last = NoticeLabel.status(model.lastExportProperty());
        last.setId("report-schedule-last");
        getChildren().setAll(row, notice, last);
    }
}
