/* qd-window-report.c — a tab's report (Report…, Report as a Folder…), Add to
 * Report and the report pane, and a tab's replay as an animated GIF: the
 * report or animation is made from the page on the main thread, written on
 * a worker as the page's job (the job bar's progress and Stop). */
#include "config.h"
#include "qd-window-private.h"

#include <glib/gi18n.h>

#include "app/qd-report-collection.h"
#include "app/qd-report-window.h"
#include "app/widgets/qd-widgets.h"
#include "core/qd-owned.h"
#include "render/qd-gif.h"

typedef enum {
  WRITE_PDF,
  WRITE_BUNDLE,
  WRITE_GIF,
} WriteKind;

typedef struct {
  QdOwned owned;
  WriteKind kind;
  QdReport *report;            /* PDF, bundle */
  QdAnimation *animation;      /* GIF */
  QdGifOptions gif;
  GFile *file;
} WriteTask;

static gpointer
write_worker (QdJob *job, gpointer data, GError **error)
{
  WriteTask *task = data;
  const gint *stop = qd_job_get_stop_flag (job);
  QdProgress *progress = qd_job_get_progress (job);
  gboolean ok = FALSE;

  switch (task->kind)
    {
    case WRITE_PDF:
      ok = qd_report_write_pdf_full (task->report, task->file, stop, error);
      break;
    case WRITE_BUNDLE:
      ok = qd_report_write_bundle_full (task->report, task->file, stop, error);
      break;
    case WRITE_GIF:
      qd_progress_set (&progress->total, qd_animation_n_frames (task->animation, task->gif.max_frames));
      ok = qd_gif_write (task->animation, &task->gif, task->file, stop, &progress->done, error);
      break;
    }
  return ok ? GINT_TO_POINTER (1) : NULL;
}

typedef struct {
  QdWindow *window;            /* weak */
  char *name;                  /* the file's name, for the toast */
  char *saved;                 /* the toast when written, or NULL: “Saved “name”” */
} WriteDone;

static void
on_write_finished (QdJob *job, gpointer data)
{
  WriteDone *done = data;
  const GError *error = qd_job_get_error (job);

  if (done->window != NULL)
    {
      if (error == NULL && !qd_job_was_cancelled (job))
        {
          g_autofree char *message = done->saved != NULL ? g_strdup (done->saved)
                                                         : g_strdup_printf (_("Saved “%s”"), done->name);

          qd_window_show_toast (done->window, message);
        }
      else if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_autofree char *message = g_strdup_printf (_("Could not save “%s”: %s"), done->name, error->message);

          qd_window_show_error (done->window, message);
        }
      else
        qd_window_show_toast (done->window, _("Stopped: nothing was written"));
      g_object_remove_weak_pointer (G_OBJECT (done->window), (gpointer *) &done->window);
    }
  g_free (done->name);
  g_free (done->saved);
  g_free (done);
}

/* A length of time as a person reads it: “45 s”, “6 min 32 s”. */
static char *
format_play_time (guint64 ms)
{
  guint64 s = (ms + 500) / 1000;

  if (s < 60)
    /* TRANSLATORS: how long an animation plays, in seconds. */
    return g_strdup_printf (_("%u s"), (guint) s);
  /* TRANSLATORS: how long an animation plays, in minutes and seconds. */
  return g_strdup_printf (_("%u min %u s"), (guint) (s / 60), (guint) (s % 60));
}

/* What the toast says once the GIF is written: its frames out of the
 * replay's steps and how long it plays, so a budget that left steps out
 * is never a surprise. */
static char *
gif_saved_message (const WriteTask *task, const char *name)
{
  guint frames = qd_animation_n_frames (task->animation, task->gif.max_frames);
  g_autofree char *time = format_play_time (qd_gif_play_ms (task->animation, &task->gif));

  /* TRANSLATORS: a GIF's file name, its number of frames, the replay's
   * number of steps and how long the GIF plays (“6 min 32 s”). */
  return g_strdup_printf (ngettext ("Saved “%s”: %u frames for %u step, playing %s",
                                    "Saved “%s”: %u frames for %u steps, playing %s", task->animation->n_steps),
                          name, frames, task->animation->n_steps, time);
}

/* Writes the task as the page's job (watched: the page's own run, if any,
 * goes on). */
static void
start_write (QdWindow *self, QdPage *page, WriteTask *task, const char *title)
{
  g_autoptr(QdJob) job = qd_job_new (title);
  WriteDone *done = g_new0 (WriteDone, 1);

  done->window = self;
  g_object_add_weak_pointer (G_OBJECT (self), (gpointer *) &done->window);
  done->name = g_file_get_basename (task->file);
  if (task->kind == WRITE_GIF)
    done->saved = gif_saved_message (task, done->name);
  g_signal_connect (job, "finished", G_CALLBACK (on_write_finished), done);
  qd_job_start (job, write_worker, task, qd_owned_free, NULL);
  qd_page_watch_job (page, job);
  qd_window_update_state (self);
}

/* ------------------------------------------------------------ choosing a file */

typedef struct {
  QdWindow *window;
  QdPage *page;
  WriteKind kind;
  QdAnimation *animation;      /* GIF: the replay as the dialog counted it */
} Choice;

/* The GIF's settings in the save dialog, the default of each first: GTK
 * 4.8's own dialog (used where no portal is) shows the first option of a
 * choice whatever gtk_file_chooser_set_choice says, and Export takes what
 * it shows. */
static const struct {
  const char *id;
  int width, height;
} gif_sizes[] = {
  { "800x600", QD_GIF_DEFAULT_WIDTH, QD_GIF_DEFAULT_HEIGHT },
  { "640x480", 640, 480 },
  { "1024x768", 1024, 768 },
  { "1280x960", 1280, 960 },
};

static const struct {
  const char *id;
  guint ms;
} gif_delays[] = {
  { "500", QD_GIF_DEFAULT_DELAY_MS },
  { "250", 250 },
  { "1000", 1000 },
  { "2000", 2000 },
};

/* The budgets of frames offered (0: every step), the default first as
 * above: 300 frames play in two and a half minutes at 0.5 s a frame. */
static const struct {
  const char *id;
  guint frames;
} gif_frames[] = {
  { "300", QD_GIF_DEFAULT_FRAMES },
  { "100", 100 },
  { "1000", 1000 },
  { "all", 0 },
};

static void
choice_free (Choice *choice)
{
  g_object_unref (choice->page);
  g_clear_pointer (&choice->animation, qd_animation_free);
  g_free (choice);
}

static void
gif_options_from_chooser (GtkFileChooser *chooser, QdGifOptions *options)
{
  const char *size = gtk_file_chooser_get_choice (chooser, "size");
  const char *delay = gtk_file_chooser_get_choice (chooser, "delay");
  const char *frames = gtk_file_chooser_get_choice (chooser, "frames");

  qd_gif_options_init (options);
  for (guint i = 0; size != NULL && i < G_N_ELEMENTS (gif_sizes); i++)
    if (g_str_equal (size, gif_sizes[i].id))
      {
        options->width = gif_sizes[i].width;
        options->height = gif_sizes[i].height;
      }
  for (guint i = 0; delay != NULL && i < G_N_ELEMENTS (gif_delays); i++)
    if (g_str_equal (delay, gif_delays[i].id))
      {
        options->delay_ms = gif_delays[i].ms;
        options->last_pause_ms = qd_gif_last_pause_for (options->delay_ms);
      }
  for (guint i = 0; frames != NULL && i < G_N_ELEMENTS (gif_frames); i++)
    if (g_str_equal (frames, gif_frames[i].id))
      options->max_frames = gif_frames[i].frames;
}

/* Writes the page's report, or its animation (`animation`, taken, or NULL:
 * built now) with `gif`. */
static gboolean
write_page (QdWindow *self, QdPage *page, WriteKind kind, GFile *file, QdAnimation *animation,
            const QdGifOptions *gif)
{
  WriteTask *task = g_new0 (WriteTask, 1);

  task->kind = kind;
  task->file = qd_owned_add (&task->owned, g_object_ref (file), g_object_unref);
  if (kind == WRITE_GIF)
    {
      task->animation = qd_owned_add (&task->owned, animation != NULL ? animation : qd_page_build_animation (page),
                                      (GDestroyNotify) qd_animation_free);
      task->gif = *gif;
    }
  else
    task->report = qd_owned_add (&task->owned, qd_page_build_report (page), (GDestroyNotify) qd_report_free);
  if (task->report == NULL && task->animation == NULL)
    {
      qd_window_show_toast (self, kind == WRITE_GIF ? _("Nothing to animate yet: run the search or play first")
                                                    : _("Nothing to report yet"));
      qd_owned_free (task);
      return FALSE;
    }
  if (kind == WRITE_GIF)
    {
      g_autoptr(GError) error = NULL;

      /* Too many steps or pixels (every step of a long replay at a large
       * size): said at once, with the limit, rather than by the job. */
      if (!qd_gif_check (task->animation, &task->gif, &error))
        {
          qd_window_show_toast (self, error->message);
          qd_owned_free (task);
          return FALSE;
        }
    }
  start_write (self, page, task,
               kind == WRITE_GIF ? _("Writing the animation") : kind == WRITE_BUNDLE ? _("Writing the report’s folder")
                                                                                     : _("Writing the report"));
  return TRUE;
}

static void
on_choice_response (GtkNativeDialog *dialog, int response, Choice *choice)
{
  QdWindow *self = choice->window;
  QdPage *page = choice->page;

  if (response == GTK_RESPONSE_ACCEPT && gtk_widget_get_parent (GTK_WIDGET (page)) != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      QdGifOptions gif;

      gif_options_from_chooser (GTK_FILE_CHOOSER (dialog), &gif);
      write_page (self, page, choice->kind, file, g_steal_pointer (&choice->animation), &gif);
    }
  choice_free (choice);
  g_clear_object (&self->chooser);
}

gboolean
qd_window_write_page (QdWindow *self, QdPage *page, guint kind, GFile *file, GtkNativeDialog *chooser)
{
  QdGifOptions gif;

  if (chooser != NULL)
    gif_options_from_chooser (GTK_FILE_CHOOSER (chooser), &gif);
  else
    qd_gif_options_init (&gif);
  return write_page (self, page, kind, file, NULL, &gif);
}

/* The save dialog's settings of a GIF: its size, its speed and its budget
 * of frames, which says how many steps the replay has. */
static void
add_gif_choices (GtkFileChooser *chooser, const QdAnimation *animation)
{
  const char *size_labels[G_N_ELEMENTS (gif_sizes) + 1] = { NULL };
  const char *size_ids[G_N_ELEMENTS (gif_sizes) + 1] = { NULL };
  g_autoptr(GPtrArray) delay_labels = g_ptr_array_new_with_free_func (g_free);
  const char *delay_ids[G_N_ELEMENTS (gif_delays) + 1] = { NULL };
  g_autoptr(GPtrArray) frames_labels = g_ptr_array_new_with_free_func (g_free);
  const char *frames_ids[G_N_ELEMENTS (gif_frames) + 1] = { NULL };
  guint all = animation->n_steps + 1;
  g_autofree char *frames_title = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (gif_sizes); i++)
    size_labels[i] = size_ids[i] = gif_sizes[i].id;
  for (guint i = 0; i < G_N_ELEMENTS (gif_delays); i++)
    {
      /* TRANSLATORS: the time between two frames of an animation. */
      g_ptr_array_add (delay_labels, g_strdup_printf (_("%.2g s a step"), gif_delays[i].ms / 1000.0));
      delay_ids[i] = gif_delays[i].id;
    }
  g_ptr_array_add (delay_labels, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (gif_frames); i++)
    {
      if (gif_frames[i].frames == 0)
        /* TRANSLATORS: the budget of frames of an animation that keeps
         * every step; %u is the number of frames (the steps and the start). */
        g_ptr_array_add (frames_labels, g_strdup_printf (ngettext ("Every step (%u frame)", "Every step (%u frames)",
                                                                   all), all));
      else
        /* TRANSLATORS: the most frames of an animation (100, 300 or 1000). */
        g_ptr_array_add (frames_labels, g_strdup_printf (_("At most %u frames"), gif_frames[i].frames));
      frames_ids[i] = gif_frames[i].id;
    }
  g_ptr_array_add (frames_labels, NULL);
  /* TRANSLATORS: the title of the budget of frames in the save dialog. */
  frames_title = g_strdup_printf (ngettext ("Frames (the replay has %u step)", "Frames (the replay has %u steps)",
                                            animation->n_steps), animation->n_steps);

  /* Each set to its first option, the default, for the portals' dialogs. */
  gtk_file_chooser_add_choice (chooser, "size", _("Size in pixels"), size_ids, size_labels);
  gtk_file_chooser_set_choice (chooser, "size", size_ids[0]);
  gtk_file_chooser_add_choice (chooser, "delay", _("Speed"), delay_ids, (const char **) delay_labels->pdata);
  gtk_file_chooser_set_choice (chooser, "delay", delay_ids[0]);
  gtk_file_chooser_add_choice (chooser, "frames", frames_title, frames_ids, (const char **) frames_labels->pdata);
  gtk_file_chooser_set_choice (chooser, "frames", frames_ids[0]);
}

static void
choose_where (QdWindow *self, QdPage *page, WriteKind kind)
{
  Choice *choice;
  g_autofree char *stem = qd_page_dup_stem (page);
  g_autofree char *suggested = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  const char *title = kind == WRITE_GIF ? _("Export the Animation")
                      : kind == WRITE_BUNDLE ? _("Export the Report as a Folder") : _("Export the Report");

  /* The replay is counted for the dialog and is what is written. */
  if (kind == WRITE_GIF && (animation = qd_page_build_animation (page)) == NULL)
    {
      qd_window_show_toast (self, _("Nothing to animate yet: run the search or play first"));
      return;
    }
  choice = g_new0 (Choice, 1);
  choice->window = self;
  choice->page = g_object_ref (page);
  choice->kind = kind;
  suggested = g_strdup_printf (kind == WRITE_GIF ? "%s.gif" : kind == WRITE_BUNDLE ? "%s-report" : "%s-report.pdf",
                               stem);
  g_strdelimit (suggested, "/\\:", '-');
  qd_window_save_chooser_new (self, page, title, _("_Export"), suggested);
  if (kind == WRITE_GIF)
    {
      add_gif_choices (GTK_FILE_CHOOSER (self->chooser), animation);
      choice->animation = g_steal_pointer (&animation);
    }
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_choice_response), choice);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ------------------------------------------------------------ actions */

static QdPage *
idle_page (QdWindow *self)
{
  QdPage *page = qd_window_get_current_page (self);

  if (page == NULL)
    return NULL;
  if (qd_page_get_busy (page))
    {
      qd_window_show_toast (self, _("Wait for the tab’s work to end, or stop it"));
      return NULL;
    }
  return page;
}

void
qd_window_report_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = user_data;
  QdPage *page = idle_page (self);
  const char *name = g_action_get_name (G_ACTION (action));

  if (page == NULL)
    return;
  if (g_str_equal (name, "report"))
    choose_where (self, page, WRITE_PDF);
  else if (g_str_equal (name, "report-bundle"))
    choose_where (self, page, WRITE_BUNDLE);
  else if (qd_page_has_animation (page))
    choose_where (self, page, WRITE_GIF);
}

/* The session's collection, read from where it is kept on first use (not
 * at start-up); what could not be read is said once. */
static QdReportCollection *
window_collection (QdWindow *self)
{
  g_autofree char *warning = NULL;
  QdReportCollection *collection = qd_report_collection_get_default (&warning);

  if (warning != NULL)
    qd_window_show_error (self, warning);
  return collection;
}

static void
show_report_clicked (AdwToast *toast, gpointer user_data)
{
  gtk_widget_activate_action (GTK_WIDGET (user_data), "win.show-report", NULL);
}

void
qd_window_add_to_report_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = user_data;
  QdPage *page = idle_page (self);
  QdReport *report;
  g_autofree char *message = NULL;
  AdwToast *toast;

  if (page == NULL)
    return;
  report = qd_page_build_report (page);
  if (report == NULL)
    {
      qd_window_show_toast (self, _("Nothing to report yet"));
      return;
    }
  message = g_strdup_printf (_("Added “%s” to the report"), report->title);
  qd_report_collection_add (window_collection (self), report);
  toast = qd_toast_new (message);
  adw_toast_set_button_label (toast, _("_Show"));
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (show_report_clicked), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

QdReportWindow *
qd_window_get_report_window (QdWindow *self)
{
  if (self->report_window == NULL)
    {
      self->report_window = GTK_WIDGET (qd_report_window_new (GTK_WINDOW (self), window_collection (self)));
      g_object_add_weak_pointer (G_OBJECT (self->report_window), (gpointer *) &self->report_window);
    }
  return QD_REPORT_WINDOW (self->report_window);
}

void
qd_window_show_report_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  gtk_window_present (GTK_WINDOW (qd_window_get_report_window (user_data)));
}

void
qd_window_report_finish (QdWindow *self)
{
  if (self->report_window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->report_window));
  if (qd_report_collection_peek_default () != NULL)
    qd_report_collection_flush (qd_report_collection_peek_default ());
}

/* The Export menu's report and animation items. */
void
qd_window_report_menu (QdWindow *self, QdPage *page, GMenu *export_menu)
{
  g_autoptr(GMenu) report = g_menu_new ();

  g_menu_append (report, _("_Report…"), "win.report");
  g_menu_append (report, _("Report as a _Folder…"), "win.report-bundle");
  g_menu_append (report, _("_Add to Report"), "win.add-to-report");
  if (qd_page_has_animation (page))
    g_menu_append (report, _("_Animation as GIF…"), "win.export-animation");
  g_menu_prepend_section (export_menu, NULL, G_MENU_MODEL (report));
}
