/* qd-report-bundle.c — a report for students who write their own (LaTeX,
 * Word, Markdown): a folder with report.pdf, its Markdown (the same sections,
 * the figures linked), figures/ (each as SVG and PNG), data/ (each table as
 * CSV) and traces/ (each verbatim block whole) (qd-report.h). */
#include "config.h"
#include "qd-report.h"
#include "qd-svg-draw.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-file.h"
#include "core/qd-text.h"

#define PNG_SCALE 2.0   /* pixels a point: sharp on a page */

/* Each block's file stem, unique in the bundle: its name, or the kind and
 * a number; "-2", "-3" … on a second of the same name. */
static char *
stem_of (const QdReportBlock *block, guint index, GHashTable *used)
{
  const char *kind = block->kind == QD_REPORT_FIGURE ? "figure" : block->kind == QD_REPORT_TABLE ? "table" : "trace";
  g_autofree char *base = NULL;
  char *stem;

  if (block->name != NULL)
    {
      GString *clean = g_string_new (NULL);

      for (const char *p = block->name; *p != '\0'; p++)
        g_string_append_c (clean, g_ascii_isalnum (*p) || *p == '-' || *p == '_' ? g_ascii_tolower (*p) : '-');
      base = g_string_free (clean, FALSE);
    }
  else
    base = g_strdup_printf ("%s-%u", kind, index);
  stem = g_strdup (base);
  for (guint k = 2; g_hash_table_contains (used, stem); k++)
    {
      g_free (stem);
      stem = g_strdup_printf ("%s-%u", base, k);
    }
  g_hash_table_add (used, g_strdup (stem));
  return stem;
}

/* Every block that becomes a file, with its stem, in the report's order:
 * the Markdown and the files agree on the names. */
static GHashTable *
stems (const QdReport *report)
{
  GHashTable *stems = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(GHashTable) used = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint index = 0;

  for (guint s = 0; s < report->sections->len; s++)
    {
      const QdReportSection *section = report->sections->pdata[s];

      for (guint b = 0; b < section->blocks->len; b++)
        {
          const QdReportBlock *block = section->blocks->pdata[b];

          if (block->kind != QD_REPORT_PARAGRAPH && block->kind != QD_REPORT_PAIRS)
            g_hash_table_insert (stems, (gpointer) block, stem_of (block, ++index, used));
        }
    }
  return stems;
}

/* A Markdown table cell: no line breaks, pipes escaped. */
static void
append_cell (GString *out, const char *text)
{
  for (const char *p = text != NULL ? text : ""; *p != '\0'; p++)
    {
      if (*p == '|')
        g_string_append (out, "\\|");
      else if (*p == '\n' || *p == '\r')
        g_string_append_c (out, ' ');
      else
        g_string_append_c (out, *p);
    }
}

static void
append_table (GString *out, char **header, GPtrArray *rows, guint n_cols)
{
  g_string_append (out, "|");
  for (guint c = 0; c < n_cols; c++)
    {
      g_string_append_c (out, ' ');
      append_cell (out, header != NULL ? header[c] : "");
      g_string_append (out, " |");
    }
  g_string_append (out, "\n|");
  for (guint c = 0; c < n_cols; c++)
    g_string_append (out, " --- |");
  g_string_append_c (out, '\n');
  for (guint r = 0; r < rows->len; r++)
    {
      char **cells = rows->pdata[r];
      guint n = g_strv_length (cells);

      g_string_append (out, "|");
      for (guint c = 0; c < n_cols; c++)
        {
          g_string_append_c (out, ' ');
          append_cell (out, c < n ? cells[c] : "");
          g_string_append (out, " |");
        }
      g_string_append_c (out, '\n');
    }
}

static char *
markdown_with (const QdReport *report, GHashTable *names)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "# %s\n\n", report->title);
  if (report->problem != NULL)
    g_string_append_printf (out, _("- Problem: %s\n- Instance: %s\n- Date: %s\n- Made with Quandary %s\n\n"),
                            report->problem, report->instance != NULL ? report->instance : "—", report->date,
                            PACKAGE_VERSION);
  else
    g_string_append_printf (out, _("- Date: %s\n- Made with Quandary %s\n\n"), report->date, PACKAGE_VERSION);
  for (guint s = 0; s < report->sections->len; s++)
    {
      const QdReportSection *section = report->sections->pdata[s];

      g_string_append_printf (out, "%s %s\n\n", section->level == 0 ? "##" : "###", section->title);
      if (section->note != NULL)
        {
          g_auto(GStrv) lines = g_strsplit (section->note, "\n", -1);

          for (guint i = 0; lines[i] != NULL; i++)
            g_string_append_printf (out, "> %s\n", lines[i]);
          g_string_append_c (out, '\n');
        }
      for (guint b = 0; b < section->blocks->len; b++)
        {
          const QdReportBlock *block = section->blocks->pdata[b];
          const char *stem = g_hash_table_lookup (names, block);

          switch (block->kind)
            {
            case QD_REPORT_PARAGRAPH:
              g_string_append_printf (out, "%s\n\n", block->text);
              break;
            case QD_REPORT_PAIRS:
              append_table (out, (char *[]) { (char *) "", (char *) "", NULL }, block->rows, 2);
              g_string_append_c (out, '\n');
              break;
            case QD_REPORT_TABLE:
              if (block->title != NULL)
                g_string_append_printf (out, "**%s** ([CSV](data/%s.csv))\n\n", block->title, stem);
              append_table (out, block->header, block->rows, g_strv_length (block->header));
              g_string_append_c (out, '\n');
              break;
            case QD_REPORT_FIGURE:
              g_string_append_printf (out, "![%s](figures/%s.svg)\n\n", block->title != NULL ? block->title : stem,
                                      stem);
              if (block->title != NULL)
                g_string_append_printf (out, "*%s* ([PNG](figures/%s.png))\n\n", block->title, stem);
              break;
            case QD_REPORT_VERBATIM:
            case QD_REPORT_COMMAND:
              if (block->title != NULL)
                g_string_append_printf (out, "**%s** ([whole](traces/%s.txt))\n\n", block->title, stem);
              {
                g_auto(GStrv) lines = g_strsplit (block->text != NULL ? block->text : "", "\n", -1);
                guint n = g_strv_length (lines);

                g_autofree char *fence = NULL;
                guint run = 0, longest = 0;

                if (n > 0 && lines[n - 1][0] == '\0')
                  n--;
                /* A fence longer than any run of backquotes in the text. */
                for (const char *c = block->text != NULL ? block->text : ""; *c != '\0'; c++)
                  {
                    run = *c == '`' ? run + 1 : 0;
                    longest = MAX (longest, run);
                  }
                fence = g_strnfill (MAX (3, longest + 1), '`');
                g_string_append_printf (out, "%s\n", fence);
                for (guint i = 0; i < MIN (n, QD_REPORT_VERBATIM_LINES); i++)
                  {
                    g_autofree char *line = qd_report_verbatim_line (block, lines[i]);

                    g_string_append_printf (out, "%s\n", line);
                  }
                g_string_append_printf (out, "%s\n\n", fence);
                if (n > QD_REPORT_VERBATIM_LINES)
                  g_string_append_printf (out, ngettext ("… and %u more line\n\n", "… and %u more lines\n\n",
                                                         n - QD_REPORT_VERBATIM_LINES),
                                          n - QD_REPORT_VERBATIM_LINES);
              }
              break;
            }
        }
    }
  return g_string_free (out, FALSE);
}

char *
qd_report_to_markdown (const QdReport *report)
{
  g_autoptr(GHashTable) names = stems (report);

  return markdown_with (report, names);
}

static char *
table_csv (const QdReportBlock *block)
{
  GString *out = g_string_new (NULL);

  for (gint r = -1; r < (gint) block->rows->len; r++)
    {
      char **cells = r < 0 ? block->header : block->rows->pdata[r];

      for (guint c = 0; cells != NULL && cells[c] != NULL; c++)
        {
          if (c > 0)
            g_string_append_c (out, ',');
          qd_text_append_csv_field (out, cells[c]);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static gboolean
save_in (GFile *folder, const char *sub, const char *name, const char *data, gssize length, GError **error)
{
  g_autoptr(GFile) dir = g_file_get_child (folder, sub);
  g_autoptr(GFile) file = g_file_get_child (dir, name);
  g_autoptr(GError) local = NULL;

  if (!g_file_make_directory_with_parents (dir, NULL, &local) &&
      !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return qd_save_text (file, data, length, error);
}

static cairo_status_t
append_png (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
figure_png (const QdReportBlock *block, GFile *folder, const char *stem, GError **error)
{
  /* Two pixels a point, within what a cairo image holds. */
  double scale = MIN (PNG_SCALE, 32000.0 / MAX (block->width, block->height));
  int w = MAX (1, (int) (block->width * scale + 0.5)), h = MAX (1, (int) (block->height * scale + 0.5));
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GByteArray) png = g_byte_array_new ();
  g_autofree char *name = g_strdup_printf ("%s.png", stem);
  gboolean ok;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  ok = qd_svg_draw (block->svg, cr, 0, 0, w, h, error);
  cairo_destroy (cr);
  if (ok)
    {
      cairo_surface_write_to_png_stream (surface, append_png, png);
      ok = save_in (folder, "figures", name, (const char *) png->data, (gssize) png->len, error);
    }
  cairo_surface_destroy (surface);
  return ok;
}

const char *const qd_report_bundle_names[] = { "report.pdf", "report.md", "figures", "data", "traces", NULL };

gboolean
qd_report_write_bundle (const QdReport *report, GFile *folder, GError **error)
{
  return qd_report_write_bundle_full (report, folder, NULL, error);
}

static gboolean write_bundle (const QdReport *report, GFile *folder, const gint *stop, GError **error);

/* A folder this write made is removed again when the write fails or is
 * stopped: no half-made report is left behind (a folder that was there
 * keeps what was written into it). */
gboolean
qd_report_write_bundle_full (const QdReport *report, GFile *folder, const gint *stop, GError **error)
{
  gboolean made = !g_file_query_exists (folder, NULL);

  if (write_bundle (report, folder, stop, error))
    return TRUE;
  if (made)
    {
      g_autofree char *path = g_file_get_path (folder);

      if (path != NULL)
        qd_file_remove_tree (path);
    }
  return FALSE;
}

static gboolean
write_bundle (const QdReport *report, GFile *folder, const gint *stop, GError **error)
{
  g_autoptr(GHashTable) names = stems (report);
  g_autoptr(GFile) pdf = g_file_get_child (folder, "report.pdf");
  g_autoptr(GFile) md = g_file_get_child (folder, "report.md");
  g_autoptr(GError) local = NULL;
  g_autofree char *markdown = NULL;

  if (!g_file_make_directory_with_parents (folder, NULL, &local) &&
      !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  for (guint s = 0; s < report->sections->len; s++)
    {
      const QdReportSection *section = report->sections->pdata[s];

      for (guint b = 0; b < section->blocks->len; b++)
        {
          const QdReportBlock *block = section->blocks->pdata[b];
          const char *stem = g_hash_table_lookup (names, block);
          g_autofree char *name = NULL;
          gboolean ok = TRUE;

          if (stop != NULL && g_atomic_int_get (stop))
            {
              g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped"));
              return FALSE;
            }
          switch (block->kind)
            {
            case QD_REPORT_FIGURE:
              if (block->svg == NULL)
                break;
              name = g_strdup_printf ("%s.svg", stem);
              ok = save_in (folder, "figures", name, g_bytes_get_data (block->svg, NULL),
                            (gssize) g_bytes_get_size (block->svg), error) &&
                   figure_png (block, folder, stem, error);
              break;
            case QD_REPORT_TABLE:
              {
                g_autofree char *csv = table_csv (block);

                name = g_strdup_printf ("%s.csv", stem);
                ok = save_in (folder, "data", name, csv, -1, error);
              }
              break;
            case QD_REPORT_VERBATIM:
            case QD_REPORT_COMMAND:
              name = g_strdup_printf ("%s.txt", stem);
              ok = save_in (folder, "traces", name, block->text != NULL ? block->text : "", -1, error);
              break;
            default:
              break;
            }
          if (!ok)
            return FALSE;
        }
    }
  markdown = markdown_with (report, names);
  return qd_save_text (md, markdown, -1, error) && qd_report_write_pdf_full (report, pdf, stop, error);
}
