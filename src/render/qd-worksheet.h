/* qd-worksheet.h — printed exercises with their answer keys.
 *
 * A worksheet kind is a problem's exercise: it makes a random instance from
 * a seed, writes the instance in its usual file format (what the tab and the
 * command read), gives the answer as the problem's command prints it for
 * that instance, and draws the exercise on a rectangle, with blanks to fill
 * or filled in (the key).  Each problem declares its kind in its own
 * folders (src/render/<id>/) and hangs it on its command (QdCliCommand's
 * `worksheets`: a command may have several kinds, named apart); the pages, the key and the bundle are laid out here, the
 * same for every kind.
 *
 * Pages are A4 (cairo's PDF surface, in points), two exercises a page, one
 * per half page, each under a header naming the worksheet, the exercise's
 * number, the seed and the difficulty.  Exercise i (from 1) of a seed is
 * the same whatever the count: its instance comes from
 * qd_worksheet_seed (seed, i). */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef enum {
  QD_WORKSHEET_EASY,
  QD_WORKSHEET_MEDIUM,
  QD_WORKSHEET_HARD,
} QdWorksheetDifficulty;

/* Exercises a worksheet holds, at most. */
#define QD_WORKSHEET_MAX_COUNT 100
/* A4 in points, and the smallest blank a hand writes in (8 mm). */
#define QD_WORKSHEET_PAGE_WIDTH  595.2756
#define QD_WORKSHEET_PAGE_HEIGHT 841.8898
#define QD_WORKSHEET_MM          (72.0 / 25.4)
#define QD_WORKSHEET_BLANK       (8.5 * QD_WORKSHEET_MM)

typedef struct {
  const char *name;          /* the kind: the name of the problem's command */
  const char *title;         /* translatable (N_): the worksheet's title */
  /* translatable (N_): the kind's puzzle in a few words, for a tab with
   * several kinds to choose from ("Sliding tiles"); NULL: the title */
  const char *puzzle;
  const char *task;          /* translatable (N_): what the student does, one or two lines */
  const char *extension;     /* of the instance files, without the dot */
  /* The command whose output is the answer, FILE standing for the instance
   * ("quandary-cli COMMAND FILE"): printed on the key. */
  const char *command;
  /* A random instance from the state of a seeded generator (core/qd-random.h). */
  gpointer (*generate) (guint64 seed, QdWorksheetDifficulty difficulty);
  void     (*free) (gpointer instance);
  /* The instance file's text. */
  char    *(*instance_text) (gconstpointer instance);
  /* What `command` prints for the instance, byte for byte. */
  char    *(*answer_text) (gconstpointer instance);
  /* Draws the exercise in the rectangle (0, 0, width, height): its blanks
   * (at least QD_WORKSHEET_BLANK high), or filled in as the key. */
  void     (*draw) (cairo_t *cr, double width, double height, gconstpointer instance, gboolean filled,
                    const QdPalette *palette);
} QdWorksheetKind;

/* "easy", "medium", "hard". */
gboolean    qd_worksheet_difficulty_from_string (const char *text, QdWorksheetDifficulty *difficulty);
const char *qd_worksheet_difficulty_to_string   (QdWorksheetDifficulty difficulty);

/* The seed of exercise `number` (from 1) of a worksheet's seed. */
guint64     qd_worksheet_seed (guint64 seed, guint number);

/* A worksheet: its instances, made once for the sheet, the key and the bundle. */
typedef struct {
  const QdWorksheetKind *kind;
  guint64 seed;
  QdWorksheetDifficulty difficulty;
  guint count;
  gpointer *instances;       /* count */
} QdWorksheet;

QdWorksheet *qd_worksheet_new  (const QdWorksheetKind *kind, guint64 seed, QdWorksheetDifficulty difficulty,
                                guint count);
void         qd_worksheet_free (QdWorksheet *sheet);

/* The number of pages of a sheet of `count` exercises (two a page). */
guint        qd_worksheet_n_pages (guint count);
/* Draws page `page` (from 0) on an A4 page: the exercises with blanks, or
 * the key (`filled`). */
void         qd_worksheet_draw_page (const QdWorksheet *sheet, cairo_t *cr, guint page, gboolean filled,
                                     const QdPalette *palette);
/* Writes the sheet or the key as an A4 PDF. */
gboolean     qd_worksheet_write_pdf (const QdWorksheet *sheet, GFile *file, gboolean filled, GError **error);
/* The names the bundle writes, "01.EXT" and "01.answer" for each exercise
 * (NULL-terminated; g_strfreev). */
char       **qd_worksheet_bundle_names (const QdWorksheetKind *kind, guint count);
/* Writes every instance file and its answer in `folder` (made if needed). */
gboolean     qd_worksheet_write_bundle (const QdWorksheet *sheet, const char *folder, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWorksheet, qd_worksheet_free)

/* Helpers for the kinds' drawings: a text on the page's font (the palette's
 * family), and a box to write in. */
void qd_worksheet_text (cairo_t *cr, const QdPalette *palette, const char *text, double size, gboolean bold,
                        double x, double y, double align);
/* The same, smaller where it would be wider than max_width (a long
 * translation), down to QD_WORKSHEET_SMALLEST_TEXT points. */
#define QD_WORKSHEET_SMALLEST_TEXT 6.5
void qd_worksheet_text_fit (cairo_t *cr, const QdPalette *palette, const char *text, double size, gboolean bold,
                            double x, double y, double align, double max_width);
void qd_worksheet_box  (cairo_t *cr, const QdPalette *palette, double x, double y, double width, double height);

G_END_DECLS
