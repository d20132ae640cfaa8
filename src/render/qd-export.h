/* qd-export.h — one path from a drawing function to PNG, SVG and PDF files,
 * used by the window and by the command line.  Files are written atomically
 * (g_file_replace): an existing file is never left half written. */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum {
  QD_EXPORT_PNG,
  QD_EXPORT_SVG,
  QD_EXPORT_PDF,
} QdExportFormat;

/* Draws a picture of width x height user units onto cr (already cleared to
 * transparent; the function paints its own background). */
typedef void (*QdDrawFunc) (cairo_t *cr, double width, double height, gpointer user_data);

/* From a file name's extension (.png .svg .pdf, any case). */
gboolean    qd_export_format_from_path (const char *path, QdExportFormat *format);
const char *qd_export_format_extension (QdExportFormat format);   /* "png" */
const char *qd_export_format_mime_type (QdExportFormat format);

/* Writes the drawing to `file`.  PNG is rendered at `scale` device pixels per
 * unit (1 or 2); SVG and PDF are vector, one unit = one point. */
gboolean qd_export_drawing (GFile *file,
                            QdExportFormat format,
                            double width,
                            double height,
                            double scale,
                            QdDrawFunc draw,
                            gpointer user_data,
                            GError **error);

/* Writes text atomically. */
gboolean qd_save_text (GFile *file, const char *text, gssize length, GError **error);

/* The same write in pieces, for a long text made as it is written (a
 * search trace): nothing of it replaces the file before the commit, and an
 * abort leaves the file as it was.  write returns FALSE once a write has
 * failed (commit then reports the error); commit and abort free the stream. */
typedef struct _QdSaveStream QdSaveStream;

QdSaveStream *qd_save_stream_open   (GFile *file, GError **error);
gboolean      qd_save_stream_write  (QdSaveStream *stream, const char *text, gsize length);
gboolean      qd_save_stream_commit (QdSaveStream *stream, GError **error);
void          qd_save_stream_abort  (QdSaveStream *stream);

G_END_DECLS
