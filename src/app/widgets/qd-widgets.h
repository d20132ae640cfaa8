/* qd-widgets.h — small widget helpers shared by the pages. */
#pragma once

#include <adwaita.h>

#include "core/qd-job.h"
#include "core/qd-local-variants.h"

G_BEGIN_DECLS

/* `widget` under a small heading whose mnemonic focuses it. */
GtkWidget *qd_labelled_widget (const char *mnemonic_text, GtkWidget *widget);

/* A whole number grouped as the locale groups digits, or "—" when it is not
 * known yet (statistics rows). */
void       qd_label_set_count (GtkLabel *label, gboolean known, guint64 n);
/* A list of action rows (a game's moves) shown again without making anew
 * the rows it already shows: row `index` is kept when it reads `title` and
 * `subtitle` (NULL: none) and NULL returned; else that row and every one
 * after it go, and a new row reading them is appended and returned (for
 * the caller to style).  A game grown by one move then costs one new row,
 * not one per move so far (each new row's text laid out again).  Then
 * qd_list_box_truncate (list, n) removes the rows past the last. */
GtkWidget *qd_list_box_keep_row (GtkListBox *list, guint index, const char *title, const char *subtitle);
void       qd_list_box_truncate (GtkListBox *list, guint n);
/* A duration in microseconds as milliseconds with `decimals` decimals, the
 * digits grouped as qd_format_grouped does ("39,374.5 ms"). */
char      *qd_format_ms (double us, int decimals);
/* A file chooser a widget keeps open (`*slot`, may be NULL) goes: its
 * handlers whose data is `owner` disconnected first, so that its closing
 * reaches no half-disposed owner. */
void       qd_file_chooser_clear (GtkFileChooserNative **slot, gpointer owner);
/* A modal file chooser over `parent` titled `title`, its buttons `accept`
 * and "_Cancel", suggesting the file name `name` (NULL: none, as to open a
 * file).  The caller connects its "response" and shows it. */
GtkFileChooserNative *qd_file_chooser_new (GtkWindow *parent, GtkFileChooserAction action, const char *title,
                                           const char *accept, const char *name);
/* In a file chooser's "response": the file chosen (NULL: none); the chooser
 * destroyed and `*slot`, which kept it, cleared (`slot` NULL: the chooser
 * was not kept, its reference is dropped). */
GFile     *qd_file_chooser_finish (GtkNativeDialog *dialog, int response, GtkFileChooserNative **slot);
/* A job a widget keeps (`*slot`, may be NULL) is dropped: its handlers whose
 * data is `owner` disconnected (its "finished" is no longer heard), the job
 * cancelled (its worker ends on its own) and the slot cleared. */
void       qd_job_drop (QdJob **slot, gpointer owner);
/* The job's progress read into `progress` and shown on `bar`: the share
 * done, when the total is known (the caller sets the bar's text). */
void       qd_progress_bar_follow (GtkProgressBar *bar, QdJob *job, QdProgress *progress);

/* A list item factory showing each GtkStringObject as a sentence: wrapped
 * proportional text (the TSP tab's step list). */
GtkListItemFactory *qd_prose_lines_factory_new (void);
/* `row` offers the local-search variants of `menu` by their labels, in the
 * menu's order (the queens' and the TSP tabs' algorithm rows). */
void       qd_local_menu_fill_row (const QdLocalMenu *menu, AdwComboRow *row);
/* The variant chosen in a row so filled: the menu's first when none is. */
QdLocalVariantId qd_local_menu_row_selected (const QdLocalMenu *menu, AdwComboRow *row);
/* A toast showing `message` as plain text (AdwToast reads its title as
 * markup), made safe first: a file's text in it cannot drive anything.  A
 * message of more than QD_TOAST_CHARS characters, more than the toast's
 * one line holds, gets a Details button: app.show-message with the
 * message, which shows it whole in a dialog. */
#define QD_TOAST_CHARS 60
AdwToast  *qd_toast_new (const char *message);

/* In a class_init: a new signal of the class `klass` (G_SIGNAL_RUN_LAST,
 * no class handler, no accumulator, returning nothing) named `name`, with
 * `n_params` parameters whose GTypes follow. */
guint      qd_signal_new (gpointer klass, const char *name, guint n_params, ...);

/* gtk_widget_insert_action_group, remembering the group so that
 * qd_widget_action_enabled can tell whether "prefix.name" is enabled (GTK
 * 4.8 has no call for it). */
void       qd_widget_insert_action_group (GtkWidget *owner, const char *prefix, GActionGroup *group);
/* Whether the action `prefix.name` of a group inserted on `owner` with
 * qd_widget_insert_action_group exists and is enabled. */
gboolean   qd_widget_action_enabled (GtkWidget *owner, const char *detailed_name);
/* The group inserted on `owner` under `prefix` by
 * qd_widget_insert_action_group, or NULL. */
GActionGroup *qd_widget_get_action_group (GtkWidget *owner, const char *prefix);

/* Lets the label of every button under `root` wrap onto a second line when
 * space is short: a translation longer than the English then asks no more
 * width than its longest word (the pages' sidebars, 360 px in every
 * language).  Natural sizes do not change; but in a box that cannot give
 * every child its natural width, such a label shrinks with the others. */
void       qd_widgets_let_button_labels_wrap (GtkWidget *root);
/* Calls `func` once, `delay_ms` after `widget`'s next frame is on screen (a
 * frame is asked for): a computer's move starts once the position before it
 * is drawn, not while that frame paints (an outside program starting then
 * made the frame late).  Not mapped: after `delay_ms`; no frame painted
 * within `delay_ms` + 250 ms (a hidden window): then.  The id is a
 * GSource's, for g_source_remove; `widget` must outlive it. */
guint      qd_widget_after_paint (GtkWidget *widget, guint delay_ms, GSourceFunc func, gpointer data);

G_END_DECLS
