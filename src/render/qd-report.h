/* qd-report.h — a report of a run, for the student who hands it in.
 *
 * A report is a title block (problem, instance, date, Quandary's version)
 * and sections, each a list of blocks: paragraphs, pairs of key and value
 * (settings), tables, figures (vector drawings, kept as SVG so that a report
 * can be saved, reopened and written again), and verbatim lines (a command
 * line, a trace's first lines with the count of the rest).  The same report
 * is written as a PDF (qd-report-pdf.c: Pango text across pages, page
 * numbers, an outline entry per section, metadata, the locale's paper size)
 * or as a bundle (qd-report-bundle.c: report.pdf, the Markdown, figures/,
 * data/, traces/), from the command line and from the window alike. */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "core/qd-owned.h"
#include "core/qd-search-tree.h"
#include "render/qd-export.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef enum {
  QD_REPORT_PARAGRAPH,        /* text: words that wrap */
  QD_REPORT_PAIRS,            /* rows of two cells: a key and its value */
  QD_REPORT_TABLE,            /* header and rows; title: the caption */
  QD_REPORT_FIGURE,           /* svg, width and height in points; title: the caption */
  QD_REPORT_VERBATIM,         /* text: lines as they are, monospaced; title: what they are */
  QD_REPORT_COMMAND,          /* text: a command line, monospaced, shown whole (never cut as
                               * long verbatim lines are: it must run as it is copied) */
} QdReportBlockKind;

/* The lines of a verbatim block shown in a PDF; the rest are counted (the
 * bundle keeps them all, in traces/). */
#define QD_REPORT_VERBATIM_LINES 60
/* The characters of a verbatim line shown there; a longer one ends in "…"
 * (a TSP step of 20,000 cities would take pages). */
#define QD_REPORT_VERBATIM_WIDTH 200
/* The rows of a table shown in a PDF; the rest are counted (the bundle's
 * data/ keeps them all). */
#define QD_REPORT_TABLE_ROWS 200

typedef struct {
  QdReportBlockKind kind;
  char *title;                /* caption, or NULL */
  char *text;                 /* paragraph, verbatim lines */
  char **header;              /* table: the columns (NULL-terminated) */
  GPtrArray *rows;            /* table, pairs: char ** each (NULL-terminated) */
  GBytes *svg;                /* figure */
  double width, height;       /* figure, in points */
  char *name;                 /* file name stem in a bundle (figure, table, trace), or NULL */
} QdReportBlock;

/* A line of `block` (verbatim or command) as a report shows it: a verbatim
 * line cut at QD_REPORT_VERBATIM_WIDTH, a command's whole; not UTF-8 shown
 * as U+FFFD. */
char *qd_report_verbatim_line (const QdReportBlock *block, const char *line);

/* The parts of a run's report, in the order they come: the command line
 * and the window make the same parts of the same run, whatever order they
 * add them in (qd_report_part). */
typedef enum {
  QD_REPORT_INSTANCE,         /* the instance drawn, its file */
  QD_REPORT_SETTINGS,         /* the settings of the run */
  QD_REPORT_REPRODUCE,        /* the quandary-cli command that does the run again */
  QD_REPORT_RESULTS,          /* solutions, value, best move, tour, scores; the picture */
  QD_REPORT_STATISTICS,       /* counts and times */
  QD_REPORT_GAME,             /* a game's moves and final board */
  QD_REPORT_EXPERIMENT,       /* an experiment's table and plots */
  QD_REPORT_SEARCH_TREE,      /* the search tree's overview, where one was recorded */
  QD_REPORT_TRACE,            /* the trace's first lines */
  QD_REPORT_N_PARTS,
  QD_REPORT_NO_PART = -1,     /* a chapter's heading in a collected report */
} QdReportPart;

typedef struct {
  QdOwned owned;              /* its title, note and blocks */
  char *title;
  char *note;                 /* the user's own words, or NULL: a paragraph first */
  QdReportPart part;
  guint level;                /* 0: a top heading (an outline entry), 1: under the last top heading */
  GPtrArray *blocks;          /* QdReportBlock */
} QdReportSection;

typedef struct {
  char *title;                /* the report's: "Problem: instance", the problem's title and the file's name */
  char *problem;              /* the problem's title */
  char *instance;             /* the instance: its file's name, or the tab's title */
  char *date;                 /* local time, "2026-11-23 14:05" */
  char *note;                 /* in a collection (the window's report): the user's words on this run */
  GPtrArray *sections;        /* QdReportSection */
  /* The colours its figures are drawn in (the command line's --palette),
   * NULL: light; read by the builders as they add figures (which are kept
   * as drawn), so neither saved nor copied into a collection. */
  const QdPalette *palette;
} QdReport;

QdReport        *qd_report_new          (const char *problem, const char *instance);
/* The same, its figures drawn in `palette` (NULL: light): what every
 * problem's report builder (render/<id>/…-run-report.h, `…_report_new (…,
 * palette)`) makes, with the command line's --palette. */
QdReport        *qd_report_new_with_palette (const char *problem, const char *instance,
                                             const QdPalette *palette);
/* The colours the report's figures are drawn in: its palette, else light. */
const QdPalette *qd_report_palette      (const QdReport *report);
void             qd_report_free         (QdReport *report);
QdReport        *qd_report_copy         (const QdReport *report);
/* The section of a part, made (in its place among the parts) when missing. */
QdReportSection *qd_report_part         (QdReport *report, QdReportPart part);
/* The part's section if the report has it, else NULL. */
QdReportSection *qd_report_find_part    (const QdReport *report, QdReportPart part);
/* The part's title, translated: "Instance", "Search Tree". */
const char      *qd_report_part_title   (QdReportPart part);
/* The titles of the top sections, in order (for tests: the same run's
 * report from the command line and from the window). */
char           **qd_report_section_titles (const QdReport *report);

/* A collection of runs' reports (the window's report, several tabs):
 * `title` and the date; each chapter added is a top section (its title, the
 * user's note, the run's problem, instance and date) with the chapter's
 * sections under it. */
QdReport        *qd_report_new_collection (const char *title);
void             qd_report_add_chapter  (QdReport *collection, const QdReport *chapter);

void qd_report_add_paragraph (QdReportSection *section, const char *text);
/* A row of pairs (key, value); a NULL value makes no row. */
void qd_report_add_pair      (QdReportSection *section, const char *key, const char *value);
/* A table: `header` (NULL-terminated) and no rows yet; qd_report_add_row
 * adds them. `name`: its CSV's name in a bundle. */
QdReportBlock *qd_report_add_table (QdReportSection *section, const char *caption, const char *name,
                                    const char *const *header);
void qd_report_add_row       (QdReportBlock *table, const char *const *cells);
/* A table from CSV text (the first line the header): what experiments and
 * exports write. */
QdReportBlock *qd_report_add_csv (QdReportSection *section, const char *caption, const char *name, const char *csv);
/* A figure: the drawing recorded as SVG (width x height points). */
void qd_report_add_figure    (QdReportSection *section, const char *caption, const char *name, double width,
                              double height, QdDrawFunc draw, gpointer user_data);
/* Lines as they are: a command line, a trace (its first
 * QD_REPORT_VERBATIM_LINES in a PDF, all of them in a bundle's traces/). */
void qd_report_add_verbatim  (QdReportSection *section, const char *caption, const char *name, const char *text);

/* --- Parts every problem's report has alike --- */

/* The REPRODUCE part: the quandary-cli command that does the run again
 * (argv[0] is "quandary-cli"; each word quoted for a POSIX shell where it
 * needs it), as a verbatim block, and what to run it in. */
void qd_report_add_command     (QdReport *report, const char *const *argv);
/* The same command as one line ("quandary-cli COMMAND --option value FILE"). */
char *qd_report_command_line   (const char *const *argv);
/* The RESULTS part: what the command prints on stdout, as it prints it
 * (its first lines in the PDF, all of it in a bundle's traces/ folder). */
void qd_report_add_output      (QdReport *report, const char *text);
/* The SEARCH_TREE part: the recorded tree's overview (the whole tree fitted
 * into a page's width) and its counts by status.  Nothing for NULL or an
 * empty tree. */
void qd_report_add_search_tree (QdReport *report, const QdSearchTree *tree);
/* The INSTANCE part's first lines: the file (its name; `path` NULL: the
 * document is not saved) and the drawing of the instance. */
void qd_report_add_instance    (QdReport *report, const char *path, double width, double height,
                                QdDrawFunc draw, gpointer user_data);

/* Saving a report (the window's, across a restart) and reading it back;
 * NULL and an error for bytes that are not a report. */
GBytes   *qd_report_serialize   (const QdReport *report);
QdReport *qd_report_deserialize (GBytes *bytes, GError **error);
/* The same for a list of reports (QdReport, the window's chapters). */
GBytes    *qd_report_list_serialize   (GPtrArray *reports);
GPtrArray *qd_report_list_deserialize (GBytes *bytes, GError **error);

/* --- Writing (qd-report-pdf.c, qd-report-bundle.c) --- */

/* The files and folders a bundle writes in its folder, NULL-ended. */
extern const char *const qd_report_bundle_names[];

/* The PDF, atomically (core/qd-file.h): A4 or Letter as the locale says. */
gboolean qd_report_write_pdf    (const QdReport *report, GFile *file, GError **error);
/* The same, ending early (FALSE, G_IO_ERROR_CANCELLED, the file left as it
 * was) once `stop` (read atomically; may be NULL) is set: for a job. */
gboolean qd_report_write_pdf_full (const QdReport *report, GFile *file, const gint *stop, GError **error);
/* The number of pages the PDF has (for tests and the window's status). */
guint    qd_report_count_pages  (const QdReport *report);
/* A folder: report.pdf, its Markdown (the same sections, figures linked),
 * figures/ (each as SVG and PNG), data/ (each table as CSV) and traces/
 * (each verbatim block whole).  The folder is made if missing. */
gboolean qd_report_write_bundle (const QdReport *report, GFile *folder, GError **error);
gboolean qd_report_write_bundle_full (const QdReport *report, GFile *folder, const gint *stop, GError **error);
/* The bundle's Markdown (figure links to figures/NAME.svg). */
char    *qd_report_to_markdown  (const QdReport *report);

/* The paper of the locale (LC_PAPER): width and height in points. */
void     qd_report_paper_size   (double *width, double *height);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdReport, qd_report_free)

G_END_DECLS
