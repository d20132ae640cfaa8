/* ui-meter.c — the stall and frame probes of ui-meter.h. */
#include "config.h"

#include "ui-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PROBE_PERIOD_US 4000        /* the stall probe is armed this far ahead */
#define SETTLE_US G_USEC_PER_SEC    /* not counted after the start */

typedef struct {
  char *name;
  GArray *frames;          /* gint64: each frame's work, µs */
  GArray *frames_cpu;      /* gint64: the main thread's CPU time in it, µs */
  gint64 stall;            /* the longest stall, µs */
  gint64 stall_cpu;        /* the main thread's CPU time over it, µs */
  gint64 stall_wall;       /* from the probe's arming to its dispatch, µs */
  guint stalls_over;       /* stalls of UI_METER_STALL_MS or more */
  gint64 worst, worst_layout, worst_paint, worst_at; /* the longest frame and its layout and paint parts, µs */
} Phase;

typedef struct {
  GSource source;
  UiMeter *meter;
} Probe;

struct _UiMeter
{
  char *scenario;
  gint64 start, counted_from;
  GPtrArray *phases;       /* Phase *, in their order */
  Phase *phase;            /* the current one */
  GSource *probe;
  gint64 due, armed_at, armed_cpu;
  GdkFrameClock *clock;
  gulong before_id, after_id, update_id, layout_id;
  gint64 paint_start, paint_cpu, last_frame_time;
  gint64 layout_start, layout_end; /* the frame's layout phase, 0 when it had none */
  GArray *intervals;       /* gint64: between frame times, µs */
  double load;             /* the 1-minute load average at the start */
  gint64 phase_at;         /* when the current phase began */
  gint64 frames_over;      /* QD_METER_FRAMES=MS: frames of MS or more are listed (µs; 0: none) */
};

static UiMeter *current;   /* the meter running, if any */

static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static double
load_average (void)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &text, NULL, NULL))
    return -1;
  return g_ascii_strtod (text, NULL);
}

static void
phase_free (gpointer data)
{
  Phase *phase = data;

  g_free (phase->name);
  g_array_unref (phase->frames);
  g_array_unref (phase->frames_cpu);
  g_free (phase);
}

/* ---------------------------------------------------------- stall probe */

static gboolean
probe_dispatch (GSource *source, GSourceFunc callback, gpointer data)
{
  UiMeter *m = ((Probe *) source)->meter;
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = thread_cpu_us ();
  gint64 late = now - m->due;

  if (m->armed_at >= m->counted_from)
    {
      Phase *phase = m->phase;

      if (late > phase->stall)
        {
          phase->stall = late;
          phase->stall_cpu = cpu - m->armed_cpu;
          phase->stall_wall = now - m->armed_at;
        }
      if (late >= UI_METER_STALL_MS * 1000)
        phase->stalls_over++;
    }
  m->armed_at = now;
  m->armed_cpu = cpu;
  m->due = now + PROBE_PERIOD_US;
  g_source_set_ready_time (source, m->due);
  return G_SOURCE_CONTINUE;
}

static GSourceFuncs probe_funcs = { NULL, NULL, probe_dispatch, NULL, NULL, NULL };

/* ---------------------------------------------------------- frame probe */

static void
on_before_paint (GdkFrameClock *clock, UiMeter *m)
{
  gint64 frame_time = gdk_frame_clock_get_frame_time (clock);

  m->paint_start = g_get_monotonic_time ();
  m->paint_cpu = thread_cpu_us ();
  if (m->paint_start >= m->counted_from && m->last_frame_time > 0)
    {
      gint64 interval = frame_time - m->last_frame_time;

      g_array_append_val (m->intervals, interval);
    }
  m->last_frame_time = frame_time;
  m->layout_start = m->layout_end = 0;
}

/* The layout phase runs between the end of "update" and the end of
 * "layout"; the paint phase after it. */
static void
on_after_update (GdkFrameClock *clock, UiMeter *m)
{
  m->layout_start = g_get_monotonic_time ();
}

static void
on_after_layout (GdkFrameClock *clock, UiMeter *m)
{
  m->layout_end = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock, UiMeter *m)
{
  gint64 work = g_get_monotonic_time () - m->paint_start;
  gint64 cpu = thread_cpu_us () - m->paint_cpu;

  if (m->paint_start >= m->counted_from && m->paint_start > 0)
    {
      g_array_append_val (m->phase->frames, work);
      g_array_append_val (m->phase->frames_cpu, cpu);
      if (work > m->phase->worst)
        {
          gint64 end = g_get_monotonic_time ();

          m->phase->worst = work;
          m->phase->worst_at = m->paint_start;
          m->phase->worst_layout = m->layout_start > 0 && m->layout_end >= m->layout_start ? m->layout_end - m->layout_start : 0;
          m->phase->worst_paint = m->layout_end > 0 ? end - m->layout_end : 0;
        }
      if (m->frames_over > 0 && work >= m->frames_over)
        printf ("# %s: frame of %.1f ms (cpu %.1f, layout %.1f) at %.3f s into %s\n", m->scenario, work / 1000.0,
                cpu / 1000.0,
                m->layout_start > 0 && m->layout_end >= m->layout_start ? (m->layout_end - m->layout_start) / 1000.0 : 0,
                (m->paint_start - m->phase_at) / (double) G_USEC_PER_SEC, m->phase->name);
    }
  m->paint_start = 0;
}

/* ---------------------------------------------------------------- meter */

UiMeter *
ui_meter_start (const char *scenario)
{
  UiMeter *m = g_new0 (UiMeter, 1);

  g_assert_null (current);
  m->scenario = g_strdup (scenario);
  m->phases = g_ptr_array_new_with_free_func (phase_free);
  m->intervals = g_array_new (FALSE, FALSE, sizeof (gint64));
  m->load = load_average ();
  m->start = g_get_monotonic_time ();
  m->counted_from = m->start + SETTLE_US;
  m->frames_over = g_getenv ("QD_METER_FRAMES") != NULL ? (gint64) (g_ascii_strtod (g_getenv ("QD_METER_FRAMES"), NULL) * 1000) : 0;
  ui_meter_phase (m, "settle");

  m->probe = g_source_new (&probe_funcs, sizeof (Probe));
  ((Probe *) m->probe)->meter = m;
  g_source_set_priority (m->probe, G_PRIORITY_HIGH);
  g_source_set_name (m->probe, "ui-meter stall probe");
  m->armed_at = m->start;
  m->armed_cpu = thread_cpu_us ();
  m->due = m->start + PROBE_PERIOD_US;
  g_source_set_ready_time (m->probe, m->due);
  g_source_attach (m->probe, NULL);

  m->clock = g_object_ref (gtk_widget_get_frame_clock (GTK_WIDGET (window)));
  m->before_id = g_signal_connect (m->clock, "before-paint", G_CALLBACK (on_before_paint), m);
  m->after_id = g_signal_connect_after (m->clock, "after-paint", G_CALLBACK (on_after_paint), m);
  m->update_id = g_signal_connect_after (m->clock, "update", G_CALLBACK (on_after_update), m);
  m->layout_id = g_signal_connect_after (m->clock, "layout", G_CALLBACK (on_after_layout), m);
  current = m;
  return m;
}

void
ui_meter_phase (UiMeter *m, const char *phase)
{
  /* For profiles cut by phase: `perf record -k CLOCK_MONOTONIC` stamps
   * its samples with the same clock (`perf report --time FROM,TO`). */
  if (g_getenv ("QD_METER_TRACE") != NULL)
    printf ("# %s: phase %s from %.6f s (CLOCK_MONOTONIC)\n", m->scenario, phase,
            g_get_monotonic_time () / (double) G_USEC_PER_SEC);
  m->phase_at = g_get_monotonic_time ();
  for (guint i = 0; i < m->phases->len; i++)
    if (g_str_equal (((Phase *) m->phases->pdata[i])->name, phase))
      {
        m->phase = m->phases->pdata[i];
        return;
      }
  m->phase = g_new0 (Phase, 1);
  m->phase->name = g_strdup (phase);
  m->phase->frames = g_array_new (FALSE, FALSE, sizeof (gint64));
  m->phase->frames_cpu = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_ptr_array_add (m->phases, m->phase);
}

static int
compare_gint64 (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* The q-quantile (nearest rank) of sorted values, in ms. */
static double
quantile_ms (GArray *sorted, double q)
{
  guint rank;

  if (sorted->len == 0)
    return 0;
  rank = (guint) MIN (sorted->len - 1, (guint) (q * sorted->len));
  return g_array_index (sorted, gint64, rank) / 1000.0;
}

static void
print_phase (const Phase *phase)
{
  g_autoptr(GArray) frames = g_array_copy (phase->frames);
  g_autoptr(GArray) cpu = g_array_copy (phase->frames_cpu);

  g_array_sort (frames, compare_gint64);
  g_array_sort (cpu, compare_gint64);
  if (g_getenv ("QD_METER_TRACE") != NULL)
    printf ("# %s: the longest frame from %.6f s (CLOCK_MONOTONIC)\n", phase->name, phase->worst_at / (double) G_USEC_PER_SEC);
  printf ("    %-12s frames %5u  p50 %6.1f  p99 %6.1f  max %6.1f ms (cpu p50 %5.1f p99 %5.1f)  "
          "stall %6.1f ms (cpu %5.1f of %5.1f)  longest: layout %5.1f paint %5.1f ms%s\n",
          phase->name, frames->len, quantile_ms (frames, 0.5), quantile_ms (frames, 0.99),
          quantile_ms (frames, 1.0), quantile_ms (cpu, 0.5), quantile_ms (cpu, 0.99), phase->stall / 1000.0,
          phase->stall_cpu / 1000.0, phase->stall_wall / 1000.0, phase->worst_layout / 1000.0,
          phase->worst_paint / 1000.0, phase->stalls_over > 0 ? " !" : "");
}

gboolean
ui_meter_stop (UiMeter *m)
{
  g_autoptr(GArray) frames = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (gint64));
  const Phase *worst = NULL;
  double seconds = (g_get_monotonic_time () - m->start) / (double) G_USEC_PER_SEC;
  double p99, stall;
  gboolean ok;

  g_assert_true (current == m);
  current = NULL;
  g_signal_handler_disconnect (m->clock, m->before_id);
  g_signal_handler_disconnect (m->clock, m->after_id);
  g_signal_handler_disconnect (m->clock, m->update_id);
  g_signal_handler_disconnect (m->clock, m->layout_id);
  g_clear_object (&m->clock);
  g_source_destroy (m->probe);
  g_source_unref (m->probe);

  for (guint i = 0; i < m->phases->len; i++)
    {
      const Phase *phase = m->phases->pdata[i];

      g_array_append_vals (frames, phase->frames->data, phase->frames->len);
      g_array_append_vals (cpu, phase->frames_cpu->data, phase->frames_cpu->len);
      if (worst == NULL || phase->stall > worst->stall)
        worst = phase;
    }
  g_array_sort (frames, compare_gint64);
  g_array_sort (cpu, compare_gint64);
  g_array_sort (m->intervals, compare_gint64);
  p99 = quantile_ms (frames, 0.99);
  stall = worst->stall / 1000.0;
  ok = stall < UI_METER_STALL_MS && p99 < UI_METER_FRAME_MS;
  printf ("%-14s %5.1f s  frames %5u  p50 %5.1f  p99 %5.1f  max %6.1f ms  cpu-p99 %5.1f ms  interval-p99 %5.1f ms  "
          "stall-max %6.1f ms (%s)  stall-cpu %5.1f ms  load %.2f  %s\n",
          m->scenario, seconds, frames->len, quantile_ms (frames, 0.5), p99, quantile_ms (frames, 1.0),
          quantile_ms (cpu, 0.99), quantile_ms (m->intervals, 0.99), stall, worst->name, worst->stall_cpu / 1000.0, m->load,
          ok ? "ok" : "FAIL");
  for (guint i = 0; i < m->phases->len; i++)
    print_phase (m->phases->pdata[i]);
  fflush (stdout);

  g_ptr_array_unref (m->phases);
  g_array_unref (m->intervals);
  g_free (m->scenario);
  g_free (m);
  return ok;
}

/* ---------------------------------------------------------------- waits */

static gboolean
wake (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
ui_run_until (UiCondition cond, gpointer data, guint timeout_ms, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  guint waker = current == NULL ? g_timeout_add (PROBE_PERIOD_US / 1000, wake, NULL) : 0;

  while (!cond (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s", what);
      g_main_context_iteration (NULL, TRUE);
    }
  if (waker != 0)
    g_source_remove (waker);
}

static gboolean
time_passed (gpointer end)
{
  return g_get_monotonic_time () >= *(gint64 *) end;
}

void
ui_run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  ui_run_until (time_passed, &end, ms + 60000, "the time to pass");
}

typedef struct {
  guint left;
} FramesLeft;

static void
on_frame_painted (GdkFrameClock *clock, FramesLeft *left)
{
  if (left->left > 0)
    left->left--;
  if (left->left > 0)
    gtk_widget_queue_draw (GTK_WIDGET (window));
}

static gboolean
no_frames_left (gpointer data)
{
  return ((FramesLeft *) data)->left == 0;
}

void
ui_run_frames (guint frames)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  FramesLeft left = { frames };
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_frame_painted), &left);

  gtk_widget_queue_draw (GTK_WIDGET (window));
  ui_run_until (no_frames_left, &left, 60000 + frames * 1000, "frames");
  g_signal_handler_disconnect (clock, id);
}

/* ---------------------------------------------------------------- drive */

typedef struct {
  UiFrameStep step;
  gpointer data;
  guint frame;
} Drive;

static gboolean
drive_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Drive *drive = data;

  if (drive->step == NULL)
    {
      gtk_widget_queue_draw (widget);
      return G_SOURCE_CONTINUE;
    }
  return drive->step (widget, drive->frame++, drive->data) ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

guint
ui_drive (GtkWidget *widget, UiFrameStep step, gpointer data)
{
  Drive *drive = g_new0 (Drive, 1);

  drive->step = step;
  drive->data = data;
  return gtk_widget_add_tick_callback (widget, drive_tick, drive, g_free);
}

void
ui_drive_stop (GtkWidget *widget, guint id)
{
  gtk_widget_remove_tick_callback (widget, id);
}
