/* qd-page.h — the base class of every problem tab.
 *
 * A page holds one document of its problem (QdDocument, qd-document.h: a
 * model in the problem's format, its file, its modified state and its undo
 * history).  The base class opens, saves and restores it, keeps its title,
 * records and undoes edits (the actions "<id>.undo" and "<id>.redo", Ctrl+Z
 * and Shift+Ctrl+Z), replaces it with Undo at hand, draws its picture for
 * export and stops the page's jobs when it goes away.  A page edits the
 * model, says so (qd_page_record_edit before the edit) and redraws when the
 * model changes (document_changed).  The window talks to pages only through
 * this class: a problem plugs in by subclassing it as qd_<id>_page in
 * src/app/pages/<id>/ (docs/adding-a-problem.md). */
#pragma once

#include <adwaita.h>

#include "core/qd-check.h"
#include "core/qd-job.h"
#include "app/qd-document.h"
#include "app/widgets/qd-canvas.h"
#include "app/widgets/qd-stepper.h"
#include "render/qd-animation.h"
#include "render/qd-export.h"
#include "render/qd-report.h"
#include "render/qd-worksheet.h"

G_BEGIN_DECLS

#define QD_TYPE_PAGE (qd_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (QdPage, qd_page, QD, PAGE, AdwBin)

/* Check an Answer… (qd-page-check.c): what a check of answers against the
 * page's document needs, made on the main thread, used on a worker. */
/* On a worker: the verdict on `answer` (`length` bytes of text), with
 * result->reference the right answer whole (NULL: stopped through `stop`,
 * or the page's run cannot end: then `error`). */
typedef QdCheckResult *(*QdPageCheckFunc) (gpointer data, const char *answer, gsize length, gboolean strict,
                                           const gint *stop, GError **error);

typedef struct {
  QdPageCheckFunc check;
  gpointer data;             /* a copy of what the check needs */
  GDestroyNotify data_free;
  const char *what;          /* translatable: what an answer is ("the alpha-beta trace") */
} QdPageCheck;

/* Why the model changed (document_changed). */
typedef enum {
  /* The page's first model, or a file, an example or a draft opened: its
   * history is empty. */
  QD_PAGE_CHANGE_OPENED,
  /* Undo or redo brought this model back. */
  QD_PAGE_CHANGE_RESTORED,
  /* The page put it in the place of the last (qd_page_set_model,
   * qd_page_replace_document): a generated map, a new game. */
  QD_PAGE_CHANGE_REPLACED,
} QdPageChange;

struct _QdPageClass
{
  AdwBinClass parent_class;

  /* The model is another one (qd_page_get_model; the one before is freed
   * when this returns): show it.  Required. */
  void     (*document_changed) (QdPage *self, QdPageChange change);
  /* Optional: a file was opened into the page (`file` NULL for a draft of an
   * untitled document): read the files that go with it (the word list
   * beside a puzzle).  What the user should hear of goes to `warnings`
   * (strings), which the window shows after `display_name: `. */
  void     (*opened)          (QdPage *self, GFile *file, GPtrArray *warnings);
  /* Optional: whether undo and redo may act now (by default: while the page
   * runs no job).  Call qd_page_update_undo when the answer changes. */
  gboolean (*can_undo)        (QdPage *self);
  /* Optional, for a page whose undo history keeps more than its document (a
   * game in progress beside its board): the state as text, and back.  By
   * default the model's text and qd_page_set_model (…, RESTORED). */
  char    *(*snapshot)        (QdPage *self);
  /* Optional: text typed but not yet taken as an edit (a pane that reads
   * its text after a pause in the typing) taken now, as one edit.  Called
   * before the page is saved, written as a draft or asked whether it is
   * modified (closing), so no keystroke is lost. */
  void     (*flush_edits)     (QdPage *self);
  void     (*restore)         (QdPage *self, const char *snapshot);
  /* The picture for PNG/SVG/PDF export, in points; FALSE if there is none.
   * By default the page's canvas (qd_page_set_canvas) in the light style. */
  gboolean (*get_picture_size)(QdPage *self, double *width, double *height);
  void     (*draw_picture)    (QdPage *self, cairo_t *cr, double width, double height);
  /* The text of the export `id` (one of qd_page_get_text_exports), or NULL
   * when there is nothing to export yet or it cannot be made (then
   * qd_page_set_export_error says why). */
  char    *(*get_text_export) (QdPage *self, const char *id);
  /* Optional: instead of qd_save_text (file, text), saves the document's
   * `text` to `file` together with the files that go with it (a word list
   * beside a puzzle) as one save (qd_save_texts). */
  gboolean (*save_with_companions) (QdPage *self, GFile *file, const char *text, GError **error);
  /* The report of what the page shows (the problem's report of the run,
   * render/<id>/, with the command that does it again: qd_page_report_new,
   * qd_page_report_add_command), or NULL when there is nothing to report
   * yet.  Called on the main thread; what it returns is written on a
   * worker.  By default: the instance drawn and its file. */
  QdReport    *(*build_report)    (QdPage *self);
  /* The page's replay (a search's steps, a game's moves) as an animation
   * holding a copy of what it draws, or NULL when there is none yet (the
   * window says so).  NULL in the class: the problem has no steps. */
  QdAnimation *(*build_animation) (QdPage *self);
  /* Check an Answer…: a copy of the document and the settings the sidebar
   * shows, and the problem's check (qd_page_check_new; qd_page_check_free
   * frees it), or NULL when there is nothing to
   * check against now (`error` says why).  NULL in the class: the problem's
   * tab has no check. */
  QdPageCheck *(*prepare_check) (QdPage *self, GError **error);
  /* Optional: after a check, shows where the answer parts from the right
   * one: the replay and the search tree moved to result->step, the trace's
   * line selected. */
  void     (*show_check)      (QdPage *self, const QdCheckResult *result);
  /* Stop every job the page runs (closing, quitting); chain up, the base
   * stops the replay playing (qd_page_get_stepper) and cancels the page's
   * job. */
  void     (*stop)            (QdPage *self);
  /* Presentation (qd-page-present.c): one step forward (`direction` > 0,
   * Page Down) or back; `playing`: Play asks, and a game does not move for
   * a human.  TRUE when a step was taken or is under way (a computer's
   * move thinking), FALSE when there is none to take (the end, a human to
   * move).  By default the replay's step (run.step, run.step-back); games:
   * redo, else the computer's move, and undo (qd_page_present_game_step). */
  gboolean (*present_step)    (QdPage *self, int direction, gboolean playing);
  /* Where a presentation stands: the moves played (shown) in a game; by
   * default the replay's step. */
  guint    (*present_position)(QdPage *self);
  /* The problem's exercises (New Exercise…, Worksheet…: qd-exercises-window.h),
   * NULL-terminated, the first offered first; or NULL: its tab has none.
   * An exercise's file is a document of the problem's format. */
  const QdWorksheetKind *const *worksheets;
  /* Optional, for kinds whose exercises are not documents of the problem's
   * format (the search tab's AND-OR worlds): Open in the Tab gives the
   * exercise's text (named `name`) here first.  TRUE: the page opened it;
   * FALSE with `error` set: it could not; FALSE alone: the exercise becomes
   * the tab's document as usual. */
  gboolean (*open_exercise)   (QdPage *self, const QdWorksheetKind *kind, const char *name, const char *text,
                               GError **error);
};

/* What a text export is, for its header (qd_page_export_header). */
typedef enum {
  QD_TEXT_EXPORT_DATA,         /* a file format read back or by programs: never a header */
  QD_TEXT_EXPORT_TRACE,        /* a trace for people: a header offered, on by default */
  QD_TEXT_EXPORT_EXACT,        /* the statement's exact format: a header offered, off by default */
} QdTextExportKind;

typedef struct {
  const char *id;
  const char *title;           /* translatable */
  const char *suggested_name;  /* file name without the document's stem */
  QdTextExportKind kind;
  const char *lines;           /* translatable: what its lines hold, for the header */
} QdTextExport;

/* --- The document (qd-page-document.c) --- */

QdDocument *qd_page_get_document       (QdPage *self);
/* The model, owned by the page's document (a map, a K-cell game, …). */
gpointer    qd_page_get_model          (QdPage *self);
/* Takes `model` in the place of the page's, tells the page (document_changed)
 * and frees the one before; with OPENED the history is cleared.  An edit
 * that replaces the whole model: qd_page_record_edit first. */
void        qd_page_set_model          (QdPage *self, gpointer model, QdPageChange change);
/* A document read for the page (the window reads and parses on a worker):
 * the model (taken) from `file` (NULL: a draft or an example, see
 * qd_page_set_source_uri), opened as it is (not modified); the page's own
 * warnings (opened) are added to `warnings`. */
void        qd_page_open               (QdPage *self, GFile *file, gpointer model, GPtrArray *warnings);
/* The same for a copy of an example (no file): its source `uri` is known
 * when the page is told it opened (a planning problem finds its domain
 * beside it then, not later). */
void        qd_page_open_example       (QdPage *self, const char *uri, gpointer model, GPtrArray *warnings);
/* Parses `contents` in the problem's format and opens it; the error, and
 * the warnings of the format and the page, begin with "display_name: ".
 * (Warnings are shown as a toast when the page is in a window.) */
gboolean    qd_page_load               (QdPage *self, GFile *file, const char *contents, gsize length,
                                        const char *display_name, GError **error);
/* "NAME: first warning (and N more warnings)", or NULL when there is none:
 * how the warnings of a file opened are said. */
char       *qd_page_describe_warnings  (const char *display_name, const GPtrArray *warnings);
/* The model as the text of its format. */
char       *qd_page_serialize          (QdPage *self);
/* Saves through the format's writer (with the page's companions when it has
 * save_with_companions), atomically; the page then belongs to `file`. */
gboolean    qd_page_save_to            (QdPage *self, GFile *file, GError **error);

GFile      *qd_page_get_file           (QdPage *self);
void        qd_page_set_file           (QdPage *self, GFile *file);
/* The tab title: the file's name, or "Untitled Game Tree" (the format's). */
const char *qd_page_get_title          (QdPage *self);
void        qd_page_set_untitled_name  (QdPage *self, const char *name);
/* Where an untitled document came from (a bundled example), for restoring. */
const char *qd_page_get_source_uri     (QdPage *self);
void        qd_page_set_source_uri     (QdPage *self, const char *uri);
/* Modified, edits still being typed included (flush_edits). */
gboolean    qd_page_get_modified       (QdPage *self);
/* The class's flush_edits, if any. */
void        qd_page_flush_edits        (QdPage *self);
/* After an edit in place that the history does not keep (a computer's
 * move): modified. */
void        qd_page_set_modified       (QdPage *self, gboolean modified);
/* Modified with no saved text known (a restored draft): only a save makes it
 * unmodified, not an undo. */
void        qd_page_set_unsaved        (QdPage *self);

/* --- Undo --- */

/* Before an edit: the state as it is goes into the history (redo is
 * cleared) and the document is modified. */
void        qd_page_record_edit        (QdPage *self);
/* Before a change that the history keeps but the document does not (a move
 * of the game a page plays beside its board, with its own snapshot): into
 * the history, the document as modified as it was. */
void        qd_page_record_state       (QdPage *self);
/* The same as qd_page_record_edit for an edit already made: `before`
 * (taken) is what qd_page_snapshot gave before it. */
char       *qd_page_snapshot           (QdPage *self);
void        qd_page_record_snapshot    (QdPage *self, char *before);
/* Undo and redo (the actions "<id>.undo" and "<id>.redo"); FALSE when there
 * was nothing to do or it may not act now (can_undo). */
gboolean    qd_page_undo               (QdPage *self);
gboolean    qd_page_redo               (QdPage *self);
/* Enables or disables the undo and redo actions as the history and the
 * page's can_undo say; the base calls it when the history or busy change. */
void        qd_page_update_undo        (QdPage *self);
/* After the model was replaced by a generated one (a random map, puzzle or
 * set of cities; `model` taken, the edit recorded here): the page becomes
 * the new untitled document `untitled_name`, no longer the file it came
 * from, and a toast says `message` with Undo, which undoes the replacement
 * and gives the file back. */
void        qd_page_replace_document   (QdPage *self, gpointer model, const char *untitled_name,
                                        const char *message);
/* The toast of the last replacement while it is on show (for tests). */
AdwToast   *qd_page_get_replace_toast  (QdPage *self);
/* After an edit that dropped part of the document (a resize, a clear), once
 * recorded: a toast says `message` with Undo. */
void        qd_page_toast_undoable     (QdPage *self, const char *message);
/* The last such toast (for tests). */
AdwToast   *qd_page_get_undo_toast     (QdPage *self);
/* New Game in a game tab, after the game of `moves` moves went into the
 * undo history: says so with Undo (nothing when no move was played). */
void        qd_page_toast_new_game     (QdPage *self, guint moves);
gboolean    qd_page_get_busy           (QdPage *self);
void        qd_page_set_busy           (QdPage *self, gboolean busy);

/* Reads a file that goes with the document (a game log, a word list) with
 * `load`, which returns its error as it is; here it gets the file's name
 * before it, as qd_page_load's does.  `display_name` is that name.  On the
 * main thread: for tests and small files; the window reads with
 * qd_page_read_file. */
typedef gboolean (*QdPageLoadFile) (QdPage *self, GFile *file, const char *display_name, GError **error);
gboolean    qd_page_load_companion     (QdPage *self, GFile *file, QdPageLoadFile load, GError **error);
/* Makes of `file` what `read` makes (it reads the file, bounded as
 * core/qd-file.h does, and parses it), on a worker, as the page's job
 * ("Reading NAME…" in the window's job bar, Stop cancels it): neither a
 * huge file nor a slow parse holds up the window.  `read` runs on the
 * worker and may use only `data` (a copy of what it needs), which
 * `data_free` frees.  `done` gets the result (taken; NULL after an error,
 * which then begins with the file's name) on the main thread, unless the
 * page went away or the job was stopped. */
typedef gpointer (*QdPageReadFunc) (GFile *file, gpointer data, GError **error);
typedef void     (*QdPageFileRead) (QdPage *self, GFile *file, gpointer result, const GError *error);
void        qd_page_read_file          (QdPage *self, GFile *file, QdPageReadFunc read, gpointer data,
                                        GDestroyNotify data_free, GDestroyNotify result_free,
                                        QdPageFileRead done);
gboolean    qd_page_export_picture     (QdPage *self, GFile *file, QdExportFormat format,
                                        GError **error);
gboolean    qd_page_has_picture        (QdPage *self);
void        qd_page_set_text_exports   (QdPage *self, const QdTextExport *exports);
/* The export picture fitted into width x height (its aspect kept): an image
 * surface of `scale` pixels a unit (its device scale); NULL when the page
 * has no picture. */
cairo_surface_t *qd_page_render_thumbnail (QdPage *self, int width, int height, int scale);
/* The board view whose drawing the page exports (borrowed). */
void        qd_page_set_canvas         (QdPage *self, QdCanvas *canvas);
QdCanvas   *qd_page_get_canvas         (QdPage *self);
const QdTextExport *qd_page_get_text_exports (QdPage *self);
/* The text of the export `id` (get_text_export's), or NULL with the error
 * that get_text_export set (qd_page_set_export_error), by default "nothing
 * to export yet". */
char       *qd_page_get_text_export    (QdPage *self, const char *id, GError **error);
/* In get_text_export, before it returns NULL: why (copied). */
void        qd_page_set_export_error   (QdPage *self, const GError *error);
const QdTextExport *qd_page_find_text_export (QdPage *self, const char *id);
/* The header of the export `id` (a trace's): "# " lines naming the program,
 * the problem and the export, the document, the settings of the run that
 * made it (as the sidebar showed them when its last job started, or now)
 * and what its lines hold.  NULL for a QD_TEXT_EXPORT_DATA export. */
char       *qd_page_export_header      (QdPage *self, const char *id);
/* Writes the export `id` to `file` atomically, after its header if `header`
 * (and the export has one). */
gboolean    qd_page_export_text        (QdPage *self, const char *id, gboolean header, GFile *file,
                                        GError **error);
void        qd_page_stop               (QdPage *self);

/* The page's solver job: one at a time.  Starting one cancels the one
 * running; the page is busy while it runs; `done` is called on the main
 * thread when it finishes (not when it was cancelled by the page, nor after
 * the page went away).  Returns the job, to connect to its "progress". */
typedef void (*QdPageJobDone) (QdPage *self, QdJob *job);
QdJob      *qd_page_start_job          (QdPage *self, const char *title, QdJobFunc func,
                                        gpointer task, GDestroyNotify task_free,
                                        GDestroyNotify result_free, QdPageJobDone done);
void        qd_page_cancel_job         (QdPage *self);
/* Stops the job running (qd_page_get_job) but keeps listening: its done
 * callback still comes, with what the search found so far (a Stop button
 * that keeps the steps or the best so far). */
void        qd_page_stop_job           (QdPage *self);
/* The job running (the page's own, else the one it watches), or NULL. */
QdJob      *qd_page_get_job            (QdPage *self);
/* A job one of the page's views runs itself (an experiment): the page is
 * busy while it runs and the window shows its progress.  NULL: none. */
void        qd_page_watch_job          (QdPage *self, QdJob *job);
/* The same for the page `widget` is in (none: nothing). */
void        qd_page_watch_job_from     (GtkWidget *widget, QdJob *job);
/* The header's Stop: cancels a watched job, else does what Escape does in
 * the page. */
void        qd_page_stop_work          (QdPage *self);

/* The page's actions: one group, inserted on the page under its problem's
 * id, so that "<id>.hint" names that tab's hint action.  The page, its
 * editor and its reports each add theirs in their init; `user_data` goes to
 * their callbacks (usually the page). */
void           qd_page_add_actions         (QdPage *self, const GActionEntry *entries, guint n_entries,
                                            gpointer user_data);
/* One of them by its name (without the group), or NULL. */
GSimpleAction *qd_page_lookup_action       (QdPage *self, const char *name);

/* Enables or disables named actions of the page in one go. */
typedef struct {
  const char *name;
  gboolean enabled;
} QdActionState;

void           qd_page_set_actions_enabled (QdPage *self, const QdActionState *states, guint n_states);

/* Shows the toast (taken) in the window's toast overlay; FALSE, and the
 * toast dropped, when the page is in none. */
gboolean    qd_page_add_toast          (QdPage *self, AdwToast *toast);
/* Dismisses the toasts the page showed that are still up or queued: the
 * window calls it when the page's tab closes or moves away, so that a
 * message about it does not stay over the next tab. */
void        qd_page_dismiss_toasts     (QdPage *self);
/* Shows a message in the window's toast overlay (or logs it without one). */
void        qd_page_toast              (QdPage *self, const char *message);
/* A job's or a task's error as a toast, unless there is none or it is the
 * user's own Stop (G_IO_ERROR_CANCELLED); TRUE when it was shown. */
gboolean    qd_page_toast_error        (QdPage *self, const GError *error);

/* Asks for a file to open; `chosen` runs only when one was picked.  The page
 * owns the chooser: closing the tab (or choosing again) closes it, so no
 * answer ever reaches a page that is gone. */
typedef void (*QdPageFileChosen) (QdPage *self, GFile *file);
void        qd_page_choose_file        (QdPage *self, const char *title, QdPageFileChosen chosen);
void        qd_page_close_chooser      (QdPage *self);
/* The stem for suggested export names: "tree" for tree.tree. */
char       *qd_page_dup_stem           (QdPage *self);

/* The page's controls (every problem page's child is an AdwFlap: the board
 * as content, the controls as the flap, folded away in a narrow window), or
 * NULL. */
AdwFlap    *qd_page_get_flap          (QdPage *self);
/* Does what the page's key does (qd_page_class_add_shortcut), if its action
 * is enabled: the header's Stop button is Escape's action. */
gboolean    qd_page_activate_key      (QdPage *self, guint keyval, GdkModifierType modifiers);
/* Moves the keyboard focus into the page: its board, else its first control. */
void        qd_page_focus             (QdPage *self);
/* A key of the page (F5, Escape, Ctrl+Return, Alt+Right…), declared here
 * and nowhere else, in class_init (QdPage's own are every page's): it works
 * wherever the focus is inside the page, even where a sidebar would scroll
 * with it or a text box has the focus (there the keys that edit text,
 * qd_page_is_text_key, stay the text's).  `action` is activated on the
 * page when it is enabled there, else through the button of that action on
 * show inside the page (F8, the board's search tree).  `title`, marked
 * N_(), says what the key does in the shortcuts window, which lists the
 * keys from this declaration. */
typedef struct {
  guint keyval;
  GdkModifierType modifiers;
  const char *action;
  const char *title;            /* untranslated */
} QdPageShortcut;

void        qd_page_class_add_shortcut (QdPageClass *klass, guint keyval, GdkModifierType modifiers,
                                        const char *action, const char *title);
/* The keys pages of `type` declared themselves (not their parent type's), in
 * the order declared; NULL when none. */
const QdPageShortcut *qd_page_type_get_shortcuts (GType type, guint *n_shortcuts);
/* Whether a key pressed in a text box is the text's: one without Ctrl or
 * Alt, other than Escape and the function keys. */
gboolean    qd_page_is_text_key        (guint keyval, GdkModifierType modifiers);
/* Folds the controls away if the page is narrower than `width` needs, else
 * puts them beside the board; the page on show (`shown`) folds by itself
 * afterwards as the window is resized. */
void        qd_page_fit_flap          (QdPage *self, int width, gboolean shown);

/* --- Presentation (qd-page-present.c) --- */

/* For a projector: the controls folded away (one key, F9, or a click
 * away, over the board, closed by Escape or a click on the board), the
 * board and its search tree presenting (qd_canvas_set_presenting) and fitted
 * to the screen; Page Up and Page Down step (present_step).  Off: the
 * controls and the zooms as they were (the window fits the flap again). */
void         qd_page_set_presenting   (QdPage *self, gboolean presenting);
gboolean     qd_page_get_presenting   (QdPage *self);
gboolean     qd_page_present_step     (QdPage *self, int direction, gboolean playing);
guint        qd_page_present_position (QdPage *self);
/* A game's present_step: back is undo; forward is redo, else
 * `computer_move` (the game's, which plays one move and returns TRUE, or
 * FALSE when it cannot). */
typedef gboolean (*QdPageComputerMove) (QdPage *self, gboolean playing);
gboolean     qd_page_present_game_step (QdPage *self, int direction, gboolean playing,
                                        QdPageComputerMove computer_move);
/* The replay of the page's run controls (template child "run_controls"), or NULL. */
QdStepper   *qd_page_get_stepper      (QdPage *self);

/* --- Reports and animations (qd-page-report.c) --- */

/* The page's report (build_report), or NULL when there is nothing yet. */
QdReport    *qd_page_build_report     (QdPage *self);
/* The page's animation, or NULL (none yet, or no steps in this problem). */
QdAnimation *qd_page_build_animation  (QdPage *self);
/* The problem's replays can be animated (the class has build_animation). */
gboolean     qd_page_has_animation    (QdPage *self);
/* A report titled by the problem and the document ("Problem: file name")
 * with nothing in it yet, for build_report. */
QdReport    *qd_page_report_new       (QdPage *self);
/* The document's path for a command line: the file's; for a bundled
 * example opened and not edited, its copy in the data folder; else NULL
 * (an untitled document, not saved). */
char        *qd_page_report_path      (QdPage *self);
/* The document's name on a command line: its path
 * (qd_page_report_path), or for a document not saved the tab's title as a
 * file's name in the current folder ("./Untitled Game Tree"). */
char        *qd_page_report_input     (QdPage *self);
/* A bundled example's file (its resource:// URI) in the data folder where
 * the command line can read it: the installed copy, or the source tree's
 * when Quandary runs from its build folder; NULL when there is none. */
char        *qd_page_example_path     (const char *uri);
/* Adds the REPRODUCE part: "quandary-cli" and `args` (NULL-terminated). */
void         qd_page_report_add_command (QdReport *report, const char *const *args);

/* --- Checking answers (qd-page-check.c) --- */

/* The problem's tab checks answers (the class has prepare_check). */
gboolean     qd_page_can_check        (QdPage *self);
/* A page's check, for prepare_check: `data` (taken, freed with
 * `data_free`) goes to `check`; `what` is translatable (N_). */
QdPageCheck *qd_page_check_new        (QdPageCheckFunc check, gpointer data, GDestroyNotify data_free,
                                       const char *what);
QdPageCheck *qd_page_prepare_check    (QdPage *self, GError **error);
/* For a game's check (its right game played by the computer players):
 * FALSE when `played` is NULL, `error` set unless the check was stopped. */
gboolean     qd_page_check_game_played (gconstpointer played, const gint *stop, GError **error);
void         qd_page_check_free       (QdPageCheck *check);
/* The last check's result in the page (show_check), and the page's record
 * of it: a copy is kept for qd_page_get_check_result. */
void         qd_page_show_check       (QdPage *self, const QdCheckResult *result);
/* The result the page last showed, or NULL (for tests). */
const QdCheckResult *qd_page_get_check_result (QdPage *self);

/* The run a check made on its worker, handed to the page: without a run of
 * its own, the page makes the checked run its own (show_check).  The
 * check's data and the page each hold a reference. */
typedef struct _QdPageCheckedRun QdPageCheckedRun;

/* An empty hand-over; a run given to it is freed with `run_free`. */
QdPageCheckedRun *qd_page_checked_run_new   (GDestroyNotify run_free);
QdPageCheckedRun *qd_page_checked_run_ref   (QdPageCheckedRun *self);
void              qd_page_checked_run_unref (QdPageCheckedRun *self);   /* NULL: nothing */
/* On the worker: TRUE while no run has been given (make one to give). */
gboolean          qd_page_checked_run_wants (QdPageCheckedRun *self);
/* On the worker: keeps `run` (taken), or frees it if one was given first. */
void              qd_page_checked_run_give  (QdPageCheckedRun *self, gpointer run);
/* On the page: the run given, now the caller's, or NULL (none, or taken). */
gpointer          qd_page_checked_run_take  (QdPageCheckedRun *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdPageCheck, qd_page_check_free)

G_END_DECLS
