/* qd-job-bar.c — the window's progress bar for the current tab's job. */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-job-bar.h"

/* Shown after this long, so that a quick solve does not flash the bar. */
#define SHOW_AFTER_US (600 * 1000)
#define TICK_MS 250

struct _QdJobBar {
  GtkWidget parent_instance;

  GtkRevealer *revealer;
  GtkLabel *title_label;
  GtkProgressBar *progress;
  GtkLabel *time_label;
  QdJob *job;
  guint tick;
  /* The rate is measured from when the total was last set, so that a job
   * whose second phase counts its own units is not judged by the first. */
  gint64 base_total, base_done, base_us;
};

G_DEFINE_FINAL_TYPE (QdJobBar, qd_job_bar, GTK_TYPE_WIDGET)

char *
qd_job_bar_format_time (gint64 seconds)
{
  seconds = MAX (seconds, 0);
  if (seconds < 60)
    /* Translators: a duration in seconds, such as "12 s". */
    return g_strdup_printf (_("%d s"), (int) seconds);
  if (seconds < 3600)
    return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
  return g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600), (int) (seconds / 60 % 60), (int) (seconds % 60));
}

gint64
qd_job_bar_estimate_left (gint64 span_us, gint64 span_done, gint64 left)
{
  /* Nothing to go on before a second of measured work. */
  if (span_done <= 0 || left < 0 || span_us < G_USEC_PER_SEC)
    return -1;
  return (gint64) ((double) span_us / span_done * left / G_USEC_PER_SEC + 0.5);
}

/* The bar fades in and out over the tab (a slide would resize it every
 * frame); hidden, it takes no room and catches no click: a faded revealer
 * keeps its child's size. */
static void
show_bar (QdJobBar *self, gboolean shown)
{
  if (shown)
    gtk_widget_set_visible (GTK_WIDGET (self->revealer), TRUE);
  gtk_revealer_set_reveal_child (self->revealer, shown);
}

static void
on_child_revealed (GtkRevealer *revealer, GParamSpec *pspec, QdJobBar *self)
{
  if (!gtk_revealer_get_child_revealed (revealer) && !gtk_revealer_get_reveal_child (revealer))
    gtk_widget_set_visible (GTK_WIDGET (revealer), FALSE);
}

static void
update (QdJobBar *self)
{
  QdProgress progress;
  gint64 elapsed_us, left;
  g_autofree char *elapsed = NULL;
  g_autofree char *text = NULL;

  if (self->job == NULL)
    return;
  elapsed_us = qd_job_get_elapsed_us (self->job);
  if (elapsed_us < SHOW_AFTER_US)
    return;
  qd_job_read_progress (self->job, &progress);
  if (progress.total != self->base_total || progress.done < self->base_done)
    {
      self->base_total = progress.total;
      self->base_done = progress.done;
      self->base_us = elapsed_us;
    }
  if (progress.total > 0)
    {
      double fraction = CLAMP ((double) progress.done / progress.total, 0, 1);
      g_autofree char *percent = g_strdup_printf ("%d %%", (int) (fraction * 100));

      gtk_progress_bar_set_fraction (self->progress, fraction);
      gtk_progress_bar_set_text (self->progress, percent);
      gtk_progress_bar_set_show_text (self->progress, TRUE);
    }
  else
    {
      gtk_progress_bar_set_show_text (self->progress, FALSE);
      gtk_progress_bar_pulse (self->progress);
    }
  elapsed = qd_job_bar_format_time (elapsed_us / G_USEC_PER_SEC);
  left = progress.total > 0 ? qd_job_bar_estimate_left (elapsed_us - self->base_us, progress.done - self->base_done,
                                                        progress.total - MIN (progress.done, progress.total))
                            : -1;
  if (left >= 0)
    {
      g_autofree char *rest = qd_job_bar_format_time (left);
      /* Translators: "12 s so far, about 1:05 left". */
      text = g_strdup_printf (_("%s so far, about %s left"), elapsed, rest);
    }
  else
    /* Translators: "12 s so far". */
    text = g_strdup_printf (_("%s so far"), elapsed);
  gtk_label_set_label (self->time_label, text);
  show_bar (self, TRUE);
}

static gboolean
on_tick (gpointer data)
{
  update (QD_JOB_BAR (data));
  return G_SOURCE_CONTINUE;
}

void
qd_job_bar_follow (QdJobBar *self, QdJob *job)
{
  g_return_if_fail (QD_IS_JOB_BAR (self));

  if (job == self->job)
    return;
  g_clear_handle_id (&self->tick, g_source_remove);
  g_set_object (&self->job, job);
  if (job == NULL)
    {
      show_bar (self, FALSE);
      return;
    }
  gtk_label_set_label (self->title_label, qd_job_get_title (job));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  qd_job_get_title (job), -1);
  gtk_progress_bar_set_fraction (self->progress, 0);
  show_bar (self, FALSE);
  self->base_total = self->base_done = self->base_us = 0;
  self->tick = g_timeout_add (TICK_MS, on_tick, self);
  update (self);
}

gboolean
qd_job_bar_get_shown (QdJobBar *self)
{
  return gtk_revealer_get_reveal_child (self->revealer);
}

const char *
qd_job_bar_get_time_text (QdJobBar *self)
{
  return gtk_label_get_label (self->time_label);
}

static void
qd_job_bar_dispose (GObject *object)
{
  QdJobBar *self = QD_JOB_BAR (object);

  g_clear_handle_id (&self->tick, g_source_remove);
  g_clear_object (&self->job);
  if (self->revealer != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->revealer));
      self->revealer = NULL;
    }
  G_OBJECT_CLASS (qd_job_bar_parent_class)->dispose (object);
}

static void
qd_job_bar_class_init (QdJobBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = qd_job_bar_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "jobbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
qd_job_bar_init (QdJobBar *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_transition_type (self->revealer, GTK_REVEALER_TRANSITION_TYPE_CROSSFADE);
  gtk_widget_set_visible (GTK_WIDGET (self->revealer), FALSE);
  g_signal_connect (self->revealer, "notify::child-revealed", G_CALLBACK (on_child_revealed), self);
  gtk_widget_set_parent (GTK_WIDGET (self->revealer), GTK_WIDGET (self));
  gtk_revealer_set_child (self->revealer, box);
  gtk_widget_add_css_class (box, "toolbar");
  gtk_widget_add_css_class (box, "job-bar");

  self->title_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (self->title_label, PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (self->title_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->title_label), "heading");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->title_label));

  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_pulse_step (self->progress, 0.1);
  gtk_widget_set_hexpand (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->progress), GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->progress));

  self->time_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (self->time_label, PANGO_ELLIPSIZE_START);
  gtk_widget_add_css_class (GTK_WIDGET (self->time_label), "numeric");
  gtk_widget_add_css_class (GTK_WIDGET (self->time_label), "dim-label");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->time_label));
}
