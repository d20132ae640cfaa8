/* qd-exercises-window.c — New Exercise… and Worksheet… (qd-exercises-window.h).
 * The exercises are made by the problem's worksheet kind on a worker (a
 * kind searches its instance: alpha-beta, A*, forward checking), the
 * window only draws the page it gets back. */
#include "config.h"
#include "qd-exercises-window.h"

#include <glib/gi18n.h>
#include <string.h>

#include "app/qd-problems.h"
#include "app/widgets/qd-a11y.h"
#include "app/widgets/qd-drop-down.h"
#include "app/widgets/qd-picture-view.h"
#include "app/widgets/qd-widgets.h"
#include "core/qd-job.h"
#include "core/qd-owned.h"

#define WINDOW_KEY "qd-exercises-window"
#define SEED_MAX 999999

struct _QdExercisesWindow
{
  AdwWindow parent_instance;

  QdPage *page;                   /* weak */
  const QdWorksheetKind *kind;    /* of the page's kinds, the one chosen */
  const QdProblem *problem;
  AdwToastOverlay *toasts;
  AdwPreferencesGroup *group;
  AdwComboRow *kind_row;          /* NULL: the page has one kind */
  AdwComboRow *difficulty_row;
  GtkSpinButton *seed_spin;
  GtkSpinButton *count_spin;
  GtkSwitch *key_switch;
  QdPictureView *preview;
  GtkWidget *open_button;
  GtkWidget *save_button;
  GtkLabel *status_label;
  QdJob *preview_job;             /* the page on show being made */
  QdJob *job;                     /* an exercise opened, or a worksheet saved */
  QdWorksheet *sheet;             /* its first page, on show */
  GtkFileChooserNative *chooser;
  char *message;
  guint preview_source;
};

G_DEFINE_FINAL_TYPE (QdExercisesWindow, qd_exercises_window, ADW_TYPE_WINDOW)

typedef struct {
  QdOwned owned;
  const QdWorksheetKind *kind;
  const QdProblem *problem;
  QdWorksheetDifficulty difficulty;
  guint64 seed;
  guint count;
  GFile *file;                    /* Save: the worksheet's PDF; NULL: Open or the preview */
  gboolean open;
  gboolean page_first;            /* Open: the page's open_exercise sees the text first */
} Task;

typedef struct {
  const QdProblem *problem;
  gpointer model;                 /* Open: the exercise as the tab's document */
  char *text;                     /* Open, page_first: the exercise's file, not parsed yet */
  QdWorksheet *sheet;             /* the preview */
  char *message;                  /* Save: what was written */
} Result;

static void
settings (QdExercisesWindow *self, Task *task)
{
  task->kind = self->kind;
  task->problem = self->problem;
  task->difficulty = (QdWorksheetDifficulty) MIN (adw_combo_row_get_selected (self->difficulty_row), QD_WORKSHEET_HARD);
  task->seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin);
  task->count = (guint) gtk_spin_button_get_value_as_int (self->count_spin);
}

/* "worksheet.pdf" -> "worksheet-SUFFIX" beside it. */
static GFile *
sibling (GFile *file, const char *suffix)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *stem = g_str_has_suffix (name, ".pdf") ? g_strndup (name, strlen (name) - 4) : g_strdup (name);
  g_autofree char *other = g_strconcat (stem, suffix, NULL);

  return parent != NULL ? g_file_get_child (parent, other) : g_file_new_for_path (other);
}

static gpointer
worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  Result *result = g_new0 (Result, 1);

  result->problem = task->problem;
  if (task->open)
    {
      gpointer instance = task->kind->generate (qd_worksheet_seed (task->seed, 1), task->difficulty);
      g_autofree char *text = task->kind->instance_text (instance);
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);

      task->kind->free (instance);
      if (task->page_first)
        {
          result->text = g_steal_pointer (&text);
          return result;
        }
      result->model = task->problem->format->parse (text, strlen (text), warnings, error);
      if (result->model == NULL)
        {
          g_free (result);
          return NULL;
        }
    }
  else if (task->file == NULL)
    result->sheet = qd_worksheet_new (task->kind, task->seed, task->difficulty, MIN (task->count, 2));
  else
    {
      g_autoptr(QdWorksheet) sheet = qd_worksheet_new (task->kind, task->seed, task->difficulty, task->count);
      g_autoptr(GFile) key = sibling (task->file, "-answers.pdf");
      g_autoptr(GFile) folder = sibling (task->file, "-exercises");
      g_autofree char *folder_path = g_file_get_path (folder);
      g_autofree char *name = g_file_get_basename (task->file);
      g_autofree char *key_name = g_file_get_basename (key);
      g_autofree char *folder_name = g_file_get_basename (folder);

      if (folder_path == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("%s: not a local folder"), folder_name);
          g_free (result);
          return NULL;
        }
      if (!qd_worksheet_write_pdf (sheet, task->file, FALSE, error) || !qd_worksheet_write_pdf (sheet, key, TRUE, error) ||
          !qd_worksheet_write_bundle (sheet, folder_path, error))
        {
          g_free (result);
          return NULL;
        }
      /* TRANSLATORS: the worksheet's PDF, its key's PDF, the folder of its exercises. */
      result->message = g_strdup_printf (_("Saved “%s”, its answer key “%s” and the exercises in “%s”"), name,
                                         key_name, folder_name);
    }
  return result;
}

static void
result_free (gpointer data)
{
  Result *result = data;

  if (result->model != NULL)
    result->problem->format->free (result->model);
  g_clear_pointer (&result->sheet, qd_worksheet_free);
  g_free (result->message);
  g_free (result->text);
  g_free (result);
}

static void
toast (QdExercisesWindow *self, const char *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  adw_toast_overlay_add_toast (self->toasts, qd_toast_new (message));
}

static void
update_buttons (QdExercisesWindow *self)
{
  gboolean busy = self->job != NULL;

  gtk_widget_set_sensitive (self->open_button, !busy && self->page != NULL);
  gtk_widget_set_sensitive (self->save_button, !busy);
}

/* ---------------------------------------------------------------- preview */

static void
preview_size (gpointer data, double *width, double *height)
{
  *width = QD_WORKSHEET_PAGE_WIDTH;
  *height = QD_WORKSHEET_PAGE_HEIGHT;
}

/* The page on paper whatever the style: white, in the light palette. */
static void
preview_draw (gpointer data, cairo_t *cr, const QdPalette *palette, double width, double height)
{
  QdExercisesWindow *self = data;

  cairo_save (cr);
  cairo_scale (cr, width / QD_WORKSHEET_PAGE_WIDTH, height / QD_WORKSHEET_PAGE_HEIGHT);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  if (self->sheet != NULL)
    qd_worksheet_draw_page (self->sheet, cr, 0, gtk_switch_get_active (self->key_switch), qd_palette_light ());
  cairo_restore (cr);
}

static char *
preview_describe (gpointer data)
{
  QdExercisesWindow *self = data;
  guint count = (guint) gtk_spin_button_get_value_as_int (self->count_spin);

  if (self->sheet == NULL)
    return g_strdup (_("The worksheet is being made"));
  return g_strdup_printf (gtk_switch_get_active (self->key_switch)
                            /* TRANSLATORS: a worksheet's first page, of its COUNT exercises. */
                            ? ngettext ("The first page of the answer key, of %u exercise",
                                        "The first page of the answer key, of %u exercises", count)
                            : ngettext ("The first page of the worksheet, of %u exercise",
                                        "The first page of the worksheet, of %u exercises", count),
                          count);
}

static void
on_preview_finished (QdJob *job, QdExercisesWindow *self)
{
  Result *result = qd_job_get_result (job);

  if (result != NULL && job == self->preview_job && !qd_job_was_cancelled (job))
    {
      g_clear_pointer (&self->sheet, qd_worksheet_free);
      self->sheet = g_steal_pointer (&result->sheet);
      qd_canvas_redraw (QD_CANVAS (self->preview));
    }
  if (job == self->preview_job)
    g_clear_object (&self->preview_job);
}

static gboolean
make_preview (gpointer data)
{
  QdExercisesWindow *self = data;
  Task *task = g_new0 (Task, 1);

  self->preview_source = 0;
  qd_job_drop (&self->preview_job, self);
  settings (self, task);
  self->preview_job = qd_job_new (_("Making the worksheet"));
  g_signal_connect (self->preview_job, "finished", G_CALLBACK (on_preview_finished), self);
  qd_job_start (self->preview_job, worker, task, qd_owned_free, result_free);
  return G_SOURCE_REMOVE;
}

static void
on_settings_changed (QdExercisesWindow *self)
{
  /* One preview for a burst of changes (a spin button held down). */
  g_clear_handle_id (&self->preview_source, g_source_remove);
  self->preview_source = g_timeout_add (150, make_preview, self);
}

/* Another kind: its title and task, and its exercises previewed. */
static void
on_kind_changed (QdExercisesWindow *self)
{
  const QdWorksheetKind *const *kinds = self->page != NULL ? QD_PAGE_GET_CLASS (self->page)->worksheets : NULL;
  guint chosen = adw_combo_row_get_selected (self->kind_row);

  for (guint i = 0; kinds != NULL && kinds[i] != NULL; i++)
    if (i == chosen)
      self->kind = kinds[i];
  adw_preferences_group_set_title (self->group, _(self->kind->title));
  adw_preferences_group_set_description (self->group, _(self->kind->task));
  on_settings_changed (self);
}

static void
on_key_toggled (QdExercisesWindow *self)
{
  qd_canvas_redraw (QD_CANVAS (self->preview));
}

/* ---------------------------------------------------------- open and save */

/* An exercise's name: its seed and difficulty. */
static char *
exercise_name (QdExercisesWindow *self)
{
  Task task;
  guint level = adw_combo_row_get_selected (self->difficulty_row);

  settings (self, &task);
  /* TRANSLATORS: an exercise's document name: its seed and difficulty. */
  return g_strdup_printf (_("Exercise %u (%s)"), (guint) task.seed,
                          level == QD_WORKSHEET_EASY ? _("easy") : level == QD_WORKSHEET_HARD ? _("hard")
                                                                                               : _("medium"));
}

/* Open in the Tab, its result: the page opens the text, or it becomes the
 * tab's document.  TRUE when it was opened. */
static gboolean
open_result (QdExercisesWindow *self, Result *result, GError **error)
{
  g_autofree char *name = exercise_name (self);
  QdPageClass *klass = QD_PAGE_GET_CLASS (self->page);

  if (result->text != NULL)
    {
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);

      if (klass->open_exercise (self->page, self->kind, name, result->text, error))
        goto opened;
      if (*error != NULL)
        return FALSE;
      result->model = result->problem->format->parse (result->text, strlen (result->text), warnings, error);
      if (result->model == NULL)
        return FALSE;
    }
  qd_page_replace_document (self->page, g_steal_pointer (&result->model), name,
                            _("A new exercise: Undo brings back the document before it"));
opened:
  g_free (self->message);
  self->message = g_steal_pointer (&name);
  return TRUE;
}

static void
on_job_finished (QdJob *job, QdExercisesWindow *self)
{
  Result *result = qd_job_get_result (job);
  const GError *error = qd_job_get_error (job);
  g_autoptr(GError) local = NULL;
  gboolean opened = FALSE;

  if (error != NULL)
    toast (self, error->message);
  else if (result != NULL && (result->model != NULL || result->text != NULL) && self->page != NULL)
    {
      opened = open_result (self, result, &local);
      if (local != NULL)
        toast (self, local->message);
    }
  else if (result != NULL && result->message != NULL)
    toast (self, result->message);
  g_signal_handlers_disconnect_by_data (job, self);
  g_clear_object (&self->job);
  update_buttons (self);
  /* Last: closing may finalize the window. */
  if (opened)
    gtk_window_close (GTK_WINDOW (self));
}

static void
start_job (QdExercisesWindow *self, Task *task)
{
  g_return_if_fail (self->job == NULL);
  self->job = qd_job_new (task->open ? _("Making the exercise") : _("Writing the worksheet"));
  g_signal_connect (self->job, "finished", G_CALLBACK (on_job_finished), self);
  update_buttons (self);
  qd_job_start (self->job, worker, task, qd_owned_free, result_free);
}

void
qd_exercises_window_open (QdExercisesWindow *self)
{
  Task *task;

  if (self->job != NULL || self->page == NULL)
    return;
  task = g_new0 (Task, 1);
  settings (self, task);
  task->open = TRUE;
  task->page_first = QD_PAGE_GET_CLASS (self->page)->open_exercise != NULL;
  start_job (self, task);
}

void
qd_exercises_window_save (QdExercisesWindow *self, GFile *file)
{
  Task *task;

  if (self->job != NULL)
    return;
  task = g_new0 (Task, 1);
  settings (self, task);
  task->file = qd_owned_add (&task->owned, g_object_ref (file), g_object_unref);
  start_job (self, task);
}

static void
on_chosen (GtkNativeDialog *dialog, int response, QdExercisesWindow *self)
{
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))
                                                          : NULL;

  if (file != NULL)
    qd_exercises_window_save (self, file);
  g_clear_object (&self->chooser);
}

static void
on_save_clicked (QdExercisesWindow *self)
{
  g_autofree char *name = g_strdup_printf ("%s-worksheet.pdf", self->kind->name);

  g_clear_object (&self->chooser);
  self->chooser = qd_file_chooser_new (GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("Save the Worksheet"),
                                       _("_Save"), name);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
on_new_seed (QdExercisesWindow *self)
{
  gtk_spin_button_set_value (self->seed_spin, g_random_int_range (1, SEED_MAX + 1));
}

/* ------------------------------------------------------------------ build */

static GtkSpinButton *
spin_row (AdwPreferencesGroup *group, const char *title, const char *subtitle, double low, double high,
          double value, GtkWidget **row_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (low, high, 1);
  g_autofree char *spoken = g_new0 (char, strlen (title) + 1);

  /* Its name without the mnemonic's underscore. */
  for (gsize i = 0, j = 0; title[i] != '\0'; i++)
    if (title[i] != '_')
      spoken[j++] = title[i];
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  adw_preferences_group_add (group, row);
  if (row_out != NULL)
    *row_out = row;
  return GTK_SPIN_BUTTON (spin);
}

/* "Puzzle": the page's kinds, when it has more than one. */
static void
add_kind_row (QdExercisesWindow *self, const QdWorksheetKind *const *kinds)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  for (guint i = 0; kinds[i] != NULL; i++)
    gtk_string_list_append (names, _(kinds[i]->puzzle != NULL ? kinds[i]->puzzle : kinds[i]->title));
  self->kind_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->kind_row), C_("exercises", "_Puzzle"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->kind_row), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->kind_row), GTK_ACCESSIBLE_PROPERTY_LABEL, C_("exercises", "Puzzle"), -1);
  adw_combo_row_set_model (self->kind_row, G_LIST_MODEL (names));
  qd_drop_down_show_whole (GTK_WIDGET (self->kind_row));
  g_object_unref (names);
  adw_preferences_group_add (self->group, GTK_WIDGET (self->kind_row));
  g_signal_connect_swapped (self->kind_row, "notify::selected", G_CALLBACK (on_kind_changed), self);
}

static void
build (QdExercisesWindow *self, gboolean worksheet)
{
  const QdWorksheetKind *const *kinds = QD_PAGE_GET_CLASS (self->page)->worksheets;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *title = adw_window_title_new (_("Exercises"), _(self->problem->title));
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *seed_row, *dice, *key_row;
  GtkStringList *levels = gtk_string_list_new (NULL);
  GtkWidget *frame;

  gtk_string_list_append (levels, _("Easy"));
  gtk_string_list_append (levels, _("Medium"));
  gtk_string_list_append (levels, _("Hard"));
  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  self->open_button = gtk_button_new_with_mnemonic (_("_Open in the Tab"));
  gtk_widget_set_tooltip_text (self->open_button, _("The exercise becomes the tab’s document (Undo brings back this one)"));
  g_signal_connect_swapped (self->open_button, "clicked", G_CALLBACK (qd_exercises_window_open), self);
  self->save_button = gtk_button_new_with_mnemonic (_("_Save Worksheet…"));
  gtk_widget_set_tooltip_text (self->save_button,
                               _("A PDF of the exercises with blanks, its answer key and a folder of the exercises’ files"));
  g_signal_connect_swapped (self->save_button, "clicked", G_CALLBACK (on_save_clicked), self);
  gtk_widget_add_css_class (worksheet ? self->save_button : self->open_button, "suggested-action");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->open_button);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->save_button);
  gtk_box_append (GTK_BOX (box), header);

  self->group = ADW_PREFERENCES_GROUP (group);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _(self->kind->title));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), _(self->kind->task));
  if (kinds[0] != NULL && kinds[1] != NULL)
    add_kind_row (self, kinds);
  self->difficulty_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->difficulty_row), _("_Difficulty"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->difficulty_row), TRUE);
  adw_combo_row_set_model (self->difficulty_row, G_LIST_MODEL (levels));
  qd_drop_down_show_whole (GTK_WIDGET (self->difficulty_row));
  adw_combo_row_set_selected (self->difficulty_row, QD_WORKSHEET_MEDIUM);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->difficulty_row));
  self->seed_spin = spin_row (ADW_PREFERENCES_GROUP (group), _("S_eed"),
                              _("The same seed and difficulty give the same exercises: share them"), 1, SEED_MAX,
                              g_random_int_range (1, SEED_MAX + 1), &seed_row);
  dice = gtk_button_new_from_icon_name ("media-playlist-shuffle-symbolic");
  gtk_widget_set_valign (dice, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (dice, "flat");
  gtk_widget_set_tooltip_text (dice, _("Another seed"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (dice), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Another seed"), -1);
  g_signal_connect_swapped (dice, "clicked", G_CALLBACK (on_new_seed), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (seed_row), dice);
  self->count_spin = spin_row (ADW_PREFERENCES_GROUP (group), _("_Exercises on the Worksheet"),
                               _("Two on a page"), 1, QD_WORKSHEET_MAX_COUNT, 6, NULL);
  key_row = adw_action_row_new ();
  self->key_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->key_switch), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (key_row), _("Show the _Answer Key"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (key_row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (key_row), GTK_WIDGET (self->key_switch));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (key_row), GTK_WIDGET (self->key_switch));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->key_switch), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Show the Answer Key"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), key_row);
  gtk_box_append (GTK_BOX (content), group);

  self->preview = g_object_new (QD_TYPE_PICTURE_VIEW, NULL);
  qd_picture_view_set_drawing (self->preview, preview_size, preview_draw, self, NULL);
  qd_picture_view_set_describer (self->preview, preview_describe, self);
  /* The whole page in sight, zoom and scroll by hand for a closer look. */
  qd_canvas_set_fit_limits (QD_CANVAS (self->preview), 0.2, 1.5);
  qd_canvas_set_fit (QD_CANVAS (self->preview), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->preview), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The worksheet’s first page"), -1);
  gtk_widget_set_size_request (GTK_WIDGET (self->preview), -1, 360);
  gtk_widget_set_vexpand (GTK_WIDGET (self->preview), TRUE);
  frame = gtk_frame_new (NULL);
  gtk_frame_set_child (GTK_FRAME (frame), GTK_WIDGET (self->preview));
  gtk_box_append (GTK_BOX (content), frame);

  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  adw_toast_overlay_set_child (self->toasts, scroller);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->toasts));
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_default_widget (GTK_WINDOW (self), worksheet ? self->save_button : self->open_button);

  g_signal_connect_swapped (self->difficulty_row, "notify::selected", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->seed_spin, "value-changed", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->count_spin, "value-changed", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->key_switch, "notify::active", G_CALLBACK (on_key_toggled), self);
  qd_a11y_prepare (GTK_WIDGET (self));
  update_buttons (self);
  make_preview (self);
}

/* ------------------------------------------------------------------- life */

static void
qd_exercises_window_dispose (GObject *object)
{
  QdExercisesWindow *self = QD_EXERCISES_WINDOW (object);

  g_clear_handle_id (&self->preview_source, g_source_remove);
  qd_job_drop (&self->preview_job, self);
  qd_job_drop (&self->job, self);
  g_clear_object (&self->chooser);
  if (self->page != NULL && g_object_get_data (G_OBJECT (self->page), WINDOW_KEY) == self)
    g_object_steal_data (G_OBJECT (self->page), WINDOW_KEY);
  g_clear_weak_pointer (&self->page);
  G_OBJECT_CLASS (qd_exercises_window_parent_class)->dispose (object);
}

static void
qd_exercises_window_finalize (GObject *object)
{
  QdExercisesWindow *self = QD_EXERCISES_WINDOW (object);

  g_clear_pointer (&self->sheet, qd_worksheet_free);
  g_free (self->message);
  G_OBJECT_CLASS (qd_exercises_window_parent_class)->finalize (object);
}

static void
qd_exercises_window_class_init (QdExercisesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qd_exercises_window_dispose;
  object_class->finalize = qd_exercises_window_finalize;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
qd_exercises_window_init (QdExercisesWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 720);
  gtk_window_set_hide_on_close (GTK_WINDOW (self), FALSE);
}

QdExercisesWindow *
qd_exercises_window_for (QdPage *page, GtkWindow *parent, gboolean worksheet)
{
  QdExercisesWindow *self = g_object_get_data (G_OBJECT (page), WINDOW_KEY);

  g_return_val_if_fail (QD_PAGE_GET_CLASS (page)->worksheets != NULL
                        && QD_PAGE_GET_CLASS (page)->worksheets[0] != NULL, NULL);
  if (self != NULL)
    {
      gtk_window_set_default_widget (GTK_WINDOW (self), worksheet ? self->save_button : self->open_button);
      return self;
    }
  self = g_object_new (QD_TYPE_EXERCISES_WINDOW, "modal", TRUE, NULL);
  gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  gtk_window_set_title (GTK_WINDOW (self), _("Exercises"));
  g_set_weak_pointer (&self->page, page);
  self->kind = QD_PAGE_GET_CLASS (page)->worksheets[0];
  self->problem = qd_problems_of_page (GTK_WIDGET (page));
  build (self, worksheet);
  /* GTK owns the window (a toplevel); closing it destroys it, and its
   * dispose takes the key back. */
  g_object_set_data (G_OBJECT (page), WINDOW_KEY, self);
  return self;
}

/* ------------------------------------------------------------------ tests */

gboolean
qd_exercises_window_set_kind (QdExercisesWindow *self, const char *name)
{
  const QdWorksheetKind *const *kinds = self->page != NULL ? QD_PAGE_GET_CLASS (self->page)->worksheets : NULL;

  for (guint i = 0; kinds != NULL && kinds[i] != NULL; i++)
    if (g_str_equal (kinds[i]->name, name))
      {
        if (self->kind_row != NULL)
          adw_combo_row_set_selected (self->kind_row, i);
        return self->kind == kinds[i];
      }
  return FALSE;
}

void
qd_exercises_window_set (QdExercisesWindow *self, QdWorksheetDifficulty difficulty, guint64 seed, guint count)
{
  adw_combo_row_set_selected (self->difficulty_row, difficulty);
  gtk_spin_button_set_value (self->seed_spin, (double) seed);
  gtk_spin_button_set_value (self->count_spin, count);
}

gboolean
qd_exercises_window_is_busy (QdExercisesWindow *self)
{
  return self->job != NULL || self->preview_job != NULL || self->preview_source != 0;
}

const char *
qd_exercises_window_get_message (QdExercisesWindow *self)
{
  return self->message;
}

const QdWorksheet *
qd_exercises_window_get_preview (QdExercisesWindow *self)
{
  return self->sheet;
}

void
qd_exercises_window_show_key (QdExercisesWindow *self, gboolean key)
{
  gtk_switch_set_active (self->key_switch, key);
}
