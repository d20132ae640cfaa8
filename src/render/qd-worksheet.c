/* qd-worksheet.c — the pages, the key and the bundle of a worksheet, the
 * same for every kind (qd-worksheet.h). */
#include "config.h"
#include "qd-worksheet.h"

#include <cairo-pdf.h>
#include <errno.h>
#include <inttypes.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "core/qd-file.h"
#include "core/qd-names.h"
#include "core/qd-random.h"
#include "qd-draw.h"
#include "qd-export.h"

/* Margins of the page, and the header's height over each exercise. */
#define MARGIN     (12.0 * QD_WORKSHEET_MM)
#define HEADER     (17.0 * QD_WORKSHEET_MM)
#define GAP        (6.0 * QD_WORKSHEET_MM)
/* The task's size and the header's lines under the number. */
#define TASK_TEXT  9.5
#define LINE       (4.3 * QD_WORKSHEET_MM)

/* The names the command line takes, and for people (N_: translated where
 * printed). */
static const char *const difficulty_names[] = { N_("easy"), N_("medium"), N_("hard") };

gboolean
qd_worksheet_difficulty_from_string (const char *text, QdWorksheetDifficulty *difficulty)
{
  return QD_NAMES_LOOKUP (difficulty_names, text, difficulty);
}

const char *
qd_worksheet_difficulty_to_string (QdWorksheetDifficulty difficulty)
{
  g_return_val_if_fail (difficulty <= QD_WORKSHEET_HARD, "medium");
  return difficulty_names[difficulty];
}

guint64
qd_worksheet_seed (guint64 seed, guint number)
{
  /* Each exercise a function of the seed and its number alone. */
  return qd_random_mix (qd_random_mix (seed) ^ qd_random_mix ((guint64) number * 0x100000001b3u));
}

QdWorksheet *
qd_worksheet_new (const QdWorksheetKind *kind, guint64 seed, QdWorksheetDifficulty difficulty, guint count)
{
  QdWorksheet *sheet = g_new0 (QdWorksheet, 1);

  g_return_val_if_fail (count >= 1 && count <= QD_WORKSHEET_MAX_COUNT, NULL);
  sheet->kind = kind;
  sheet->seed = seed;
  sheet->difficulty = difficulty;
  sheet->count = count;
  sheet->instances = g_new0 (gpointer, count);
  for (guint i = 0; i < count; i++)
    sheet->instances[i] = kind->generate (qd_worksheet_seed (seed, i + 1), difficulty);
  return sheet;
}

void
qd_worksheet_free (QdWorksheet *sheet)
{
  if (sheet == NULL)
    return;
  for (guint i = 0; i < sheet->count; i++)
    sheet->kind->free (sheet->instances[i]);
  g_free (sheet->instances);
  g_free (sheet);
}

guint
qd_worksheet_n_pages (guint count)
{
  return (count + 1) / 2;
}

void
qd_worksheet_text (cairo_t *cr, const QdPalette *palette, const char *text, double size, gboolean bold,
                   double x, double y, double align)
{
  QdDrawText t;
  QdDrawTextFlags flags = (bold ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_BASELINE
                          | (align < 0.25 ? QD_DRAW_TEXT_LEFT : align > 0.75 ? QD_DRAW_TEXT_RIGHT
                                                                              : QD_DRAW_TEXT_ADVANCE_CENTER);

  qd_draw_text_init (&t, cr, palette->font_family, "H");
  qd_draw_text (&t, text, size, flags, x, y, &palette->foreground, 1.0);
  qd_draw_text_clear (&t);
}

void
qd_worksheet_text_fit (cairo_t *cr, const QdPalette *palette, const char *text, double size, gboolean bold,
                       double x, double y, double align, double max_width)
{
  QdDrawText t;
  double advance;

  qd_draw_text_init (&t, cr, palette->font_family, "H");
  advance = qd_draw_text_advance (&t, text, size, (bold ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_BASELINE);
  qd_draw_text_clear (&t);
  if (advance > max_width)
    size = MAX (QD_WORKSHEET_SMALLEST_TEXT, size * max_width / advance);
  qd_worksheet_text (cr, palette, text, size, bold, x, y, align);
}

void
qd_worksheet_box (cairo_t *cr, const QdPalette *palette, double x, double y, double width, double height)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_set_line_width (cr, 0.8);
  qd_draw_set_color (cr, &palette->foreground, 0.75);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* `text` broken at its spaces into lines of at most `width` at `size`
 * (a word wider than that on a line of its own). */
static GPtrArray *
wrap_words (const QdDrawText *t, const char *text, double size, double width)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  GString *line = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *longer = line->len > 0 ? g_strconcat (line->str, " ", words[i], NULL) : g_strdup (words[i]);

      if (line->len > 0 && qd_draw_text_advance (t, longer, size, QD_DRAW_TEXT_BASELINE) > width)
        {
          g_ptr_array_add (lines, g_strdup (line->str));
          g_string_assign (line, words[i]);
        }
      else
        g_string_assign (line, longer);
    }
  g_ptr_array_add (lines, g_string_free (line, FALSE));
  return lines;
}

/* Draws the header over exercise `index` (from 0) at `top`: the number on
 * the left, the details on its right (on the line under it when both do
 * not fit), then the task or the key's command wrapped to the width.
 * Returns its height. */
static double
draw_header (const QdWorksheet *sheet, cairo_t *cr, guint index, double top, gboolean filled,
             const QdPalette *palette)
{
  const QdWorksheetKind *kind = sheet->kind;
  double width = QD_WORKSHEET_PAGE_WIDTH - 2 * MARGIN, y = top + 11.5 * QD_WORKSHEET_MM;
  g_autofree char *heading = NULL, *details = NULL, *under = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  QdDrawText t;

  heading = filled ? g_strdup_printf (_("Exercise %u — answer"), index + 1)
                   : g_strdup_printf (_("Exercise %u"), index + 1);
  /* Translators: the line under an exercise's number: "TITLE · seed 42 · medium · 3 of 6". */
  details = g_strdup_printf (_("%s · seed %" PRIu64 " · %s · %u of %u"), _(kind->title), (uint64_t) sheet->seed,
                             _(qd_worksheet_difficulty_to_string (sheet->difficulty)), index + 1, sheet->count);
  under = filled ? g_strdup_printf (_("The answer is what “%s” prints for %02u.%s."), kind->command, index + 1,
                                    kind->extension)
                 : g_strdup (_(kind->task));
  qd_draw_text_init (&t, cr, palette->font_family, "H");
  qd_worksheet_text (cr, palette, heading, 14, TRUE, MARGIN, top + 5.5 * QD_WORKSHEET_MM, 0);
  if (qd_draw_text_advance (&t, heading, 14, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_BASELINE) + 6 * QD_WORKSHEET_MM
      + qd_draw_text_advance (&t, details, 9, QD_DRAW_TEXT_BASELINE) <= width)
    qd_worksheet_text (cr, palette, details, 9, FALSE, MARGIN + width, top + 5.5 * QD_WORKSHEET_MM, 1);
  else
    {
      qd_worksheet_text_fit (cr, palette, details, 9, FALSE, MARGIN, y, 0, width);
      y += LINE;
    }
  lines = wrap_words (&t, under, TASK_TEXT, width);
  qd_draw_text_clear (&t);
  for (guint i = 0; i < lines->len; i++, y += LINE)
    qd_worksheet_text_fit (cr, palette, lines->pdata[i], TASK_TEXT, FALSE, MARGIN, y, 0, width);
  return HEADER + y - LINE - top - 11.5 * QD_WORKSHEET_MM;
}

/* The header over exercise `index` (from 0) and the exercise under it. */
static void
draw_exercise (const QdWorksheet *sheet, cairo_t *cr, guint index, double top, double height, gboolean filled,
               const QdPalette *palette)
{
  double width = QD_WORKSHEET_PAGE_WIDTH - 2 * MARGIN;
  double header = draw_header (sheet, cr, index, top, filled, palette);

  cairo_save (cr);
  cairo_rectangle (cr, MARGIN, top + header, width, height - header);
  cairo_clip (cr);
  cairo_translate (cr, MARGIN, top + header);
  sheet->kind->draw (cr, width, height - header, sheet->instances[index], filled, palette);
  cairo_restore (cr);
}

void
qd_worksheet_draw_page (const QdWorksheet *sheet, cairo_t *cr, guint page, gboolean filled,
                        const QdPalette *palette)
{
  double half = (QD_WORKSHEET_PAGE_HEIGHT - 2 * MARGIN - GAP) / 2;

  cairo_save (cr);
  qd_draw_set_color (cr, &palette->background, 1.0);
  cairo_paint (cr);
  for (guint slot = 0; slot < 2; slot++)
    {
      guint index = page * 2 + slot;
      double top = MARGIN + slot * (half + GAP);

      if (index >= sheet->count)
        break;
      if (slot == 1)
        {
          /* A dashed line to cut the page in two. */
          static const double dashes[] = { 3.0, 3.0 };

          cairo_save (cr);
          cairo_set_dash (cr, dashes, 2, 0);
          cairo_set_line_width (cr, 0.5);
          qd_draw_set_color (cr, &palette->muted, 0.8);
          cairo_move_to (cr, MARGIN, top - GAP / 2);
          cairo_line_to (cr, QD_WORKSHEET_PAGE_WIDTH - MARGIN, top - GAP / 2);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
      draw_exercise (sheet, cr, index, top, half, filled, palette);
    }
  cairo_restore (cr);
}

gboolean
qd_worksheet_write_pdf (const QdWorksheet *sheet, GFile *file, gboolean filled, GError **error)
{
  const QdPalette *palette = qd_palette_light ();
  g_autofree char *title = NULL;
  QdSaveStream *stream;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  stream = qd_save_stream_open (file, error);
  if (stream == NULL)
    return FALSE;
  surface = cairo_pdf_surface_create_for_stream (qd_export_stream_write, stream, QD_WORKSHEET_PAGE_WIDTH,
                                                 QD_WORKSHEET_PAGE_HEIGHT);
  title = filled ? g_strdup_printf (_("%s — answer key"), _(sheet->kind->title)) : g_strdup (_(sheet->kind->title));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Quandary " PACKAGE_VERSION);
  cr = cairo_create (surface);
  for (guint page = 0; page < qd_worksheet_n_pages (sheet->count); page++)
    {
      qd_worksheet_draw_page (sheet, cr, page, filled, palette);
      cairo_show_page (cr);
    }
  status = qd_export_stream_close (cr, surface);
  if (qd_save_stream_get_error (stream) == NULL && status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *name = qd_file_display_name (file);

      qd_save_stream_abort (stream);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s: drawing the worksheet: %s"), name,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return qd_save_stream_commit (stream, error);
}

char **
qd_worksheet_bundle_names (const QdWorksheetKind *kind, guint count)
{
  GPtrArray *names = g_ptr_array_new ();

  for (guint i = 0; i < count; i++)
    {
      g_ptr_array_add (names, g_strdup_printf ("%02u.%s", i + 1, kind->extension));
      g_ptr_array_add (names, g_strdup_printf ("%02u.answer", i + 1));
    }
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (names, FALSE);
}

gboolean
qd_worksheet_write_bundle (const QdWorksheet *sheet, const char *folder, GError **error)
{
  g_auto(GStrv) names = qd_worksheet_bundle_names (sheet->kind, sheet->count);

  if (g_mkdir_with_parents (folder, 0777) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s: cannot make the folder: %s"), folder,
                   g_strerror (saved));
      return FALSE;
    }
  for (guint i = 0; i < sheet->count; i++)
    {
      g_autofree char *instance = sheet->kind->instance_text (sheet->instances[i]);
      g_autofree char *answer = sheet->kind->answer_text (sheet->instances[i]);
      g_autofree char *instance_path = g_build_filename (folder, names[2 * i], NULL);
      g_autofree char *answer_path = g_build_filename (folder, names[2 * i + 1], NULL);
      g_autoptr(GFile) instance_file = g_file_new_for_path (instance_path);
      g_autoptr(GFile) answer_file = g_file_new_for_path (answer_path);

      if (!qd_save_text (instance_file, instance, -1, error) || !qd_save_text (answer_file, answer, -1, error))
        return FALSE;
    }
  return TRUE;
}
