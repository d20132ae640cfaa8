/* qd-tsp-calculator.c — the TSP tab's acceptance-probability calculator
 * (statement 003, problem 3(b)): the chance that simulated annealing moves
 * from a state of value CURRENT to a neighbour of value NEIGHBOUR at T. */
#include "config.h"
#include "qd-tsp-page-private.h"

#include <glib/gi18n.h>

static void
update_acceptance (QdTspPage *self)
{
  double current = gtk_spin_button_get_value (self->current_spin);
  double neighbour = gtk_spin_button_get_value (self->neighbour_spin);
  double t = gtk_spin_button_get_value (self->temperature_spin);
  gboolean maximise = gtk_switch_get_active (self->maximise_switch);
  double delta = maximise ? neighbour - current : current - neighbour;
  double p = qd_local_acceptance (current, neighbour, t, maximise);
  g_autofree char *text = delta >= 0 ? g_strdup_printf (_("%.6f (ΔE = %g: no worse)"), p, delta)
                                     : g_strdup_printf (_("%.6f (ΔE = %g)"), p, delta);

  gtk_label_set_label (self->acceptance_label, text);
}

void
qd_tsp_calculator_init (QdTspPage *self)
{
  GObject *spins[] = { G_OBJECT (self->current_spin), G_OBJECT (self->neighbour_spin),
                       G_OBJECT (self->temperature_spin) };

  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    g_signal_connect_swapped (spins[i], "value-changed", G_CALLBACK (update_acceptance), self);
  g_signal_connect_swapped (self->maximise_switch, "notify::active", G_CALLBACK (update_acceptance), self);
  update_acceptance (self);
}
