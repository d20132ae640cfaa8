/* qd-tournament-results.c — the crosstable, the standings and the forfeits
 * of a tournament (qd-tournament-results.h). */
#include "config.h"
#include "qd-tournament-results.h"

#include <glib/gi18n.h>
#include <string.h>

#include "app/widgets/qd-data-table.h"

#define CELL_KEY "qd-tournament-cell"

struct _QdTournamentResults
{
  GtkWidget parent_instance;

  GtkWidget *empty;          /* the hint before the first tournament */
  GtkWidget *results;
  GtkWidget *grid_scroller;
  GtkWidget *table;          /* the standings */
  GtkWidget *forfeits_heading;
  GtkLabel *forfeits;

  char **agents;
  guint n;
  GtkLabel **cells;          /* n × n */
  GtkWidget **buttons;       /* n × n, NULL where a cell is not activatable */
  guint *first_runs;         /* n × n */
};

G_DEFINE_FINAL_TYPE (QdTournamentResults, qd_tournament_results, GTK_TYPE_WIDGET)

enum { SIGNAL_OPEN_GAME, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------- the crosstable */

/* An agent as the tables show it: a long program:COMMAND cut in its
 * middle, where a path is alike from one agent to the next; its end (the
 * script and its arguments) tells them apart.  The whole spec is in the
 * tooltip and in what a screen reader says of the row. */
static char *
short_name (const char *spec)
{
  const glong head = 12, tail = 20;
  glong length = g_utf8_strlen (spec, -1);
  g_autofree char *start = NULL;

  if (length <= head + tail + 1)
    return g_strdup (spec);
  start = g_utf8_substring (spec, 0, head);
  return g_strconcat (start, "…", g_utf8_offset_to_pointer (spec, length - tail), NULL);
}

static GtkWidget *
grid_label (const char *text, const char *css, float xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

static void
on_cell_clicked (GtkButton *button, QdTournamentResults *self)
{
  guint cell = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), CELL_KEY));

  qd_tournament_results_activate_cell (self, cell / self->n, cell % self->n);
}

gboolean
qd_tournament_results_activate_cell (QdTournamentResults *self, guint i, guint j)
{
  guint run;

  g_return_val_if_fail (QD_IS_TOURNAMENT_RESULTS (self), FALSE);
  if (i >= self->n || j >= self->n || self->buttons[i * self->n + j] == NULL ||
      (run = self->first_runs[i * self->n + j]) == G_MAXUINT)
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_OPEN_GAME], 0, run);
  return TRUE;
}

static GtkWidget *
build_grid (QdTournamentResults *self, gboolean records_open)
{
  GtkWidget *grid = gtk_grid_new ();
  guint n = self->n;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  g_object_set (grid, "margin-start", 12, "margin-end", 12, "margin-top", 8, "margin-bottom", 8, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Crosstable"), -1);
  gtk_grid_attach (GTK_GRID (grid), grid_label ("#", "dim-label", 0.5), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), grid_label (_("Agent"), "dim-label", 0), 1, 0, 1, 1);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *shown = short_name (self->agents[i]);
      GtkWidget *name = grid_label (shown, NULL, 0);

      gtk_grid_attach (GTK_GRID (grid), grid_label (number, "heading", 0.5), 2 + (int) i, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), grid_label (number, "heading", 0.5), 0, 1 + (int) i, 1, 1);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 40);
      gtk_widget_set_tooltip_text (name, self->agents[i]);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_grid_attach (GTK_GRID (grid), name, 1, 1 + (int) i, 1, 1);
      for (guint j = 0; j < n; j++)
        {
          GtkWidget *label = grid_label (i == j ? "–" : "·", "numeric", 0.5);
          GtkWidget *cell = label;

          gtk_widget_set_size_request (label, 40, -1);
          if (i == j)
            gtk_widget_add_css_class (label, "dim-label");
          else if (records_open)
            {
              g_autofree char *tip = g_strdup_printf (_("Open the first game of %s against %s"), self->agents[i],
                                                      self->agents[j]);

              cell = gtk_button_new ();
              gtk_button_set_child (GTK_BUTTON (cell), label);
              gtk_widget_add_css_class (cell, "flat");
              gtk_widget_set_tooltip_text (cell, tip);
              gtk_widget_set_sensitive (cell, FALSE);
              g_object_set_data (G_OBJECT (cell), CELL_KEY, GUINT_TO_POINTER (i * n + j));
              g_signal_connect (cell, "clicked", G_CALLBACK (on_cell_clicked), self);
              self->buttons[i * n + j] = cell;
            }
          gtk_widget_set_valign (cell, GTK_ALIGN_CENTER);
          self->cells[i * n + j] = GTK_LABEL (label);
          gtk_grid_attach (GTK_GRID (grid), cell, 2 + (int) j, 1 + (int) i, 1, 1);
        }
    }
  return grid;
}

/* Row i's cell against column j: its text, words for a screen reader, and a
 * colour for a winning or losing record beside the number. */
static void
show_cell (QdTournamentResults *self, const QdStandings *s, guint i, guint j)
{
  guint n = self->n, games = s->played[i * n + j];
  double points = s->points[i * n + j];
  GtkWidget *label = GTK_WIDGET (self->cells[i * n + j]);
  GtkWidget *cell = self->buttons[i * n + j] != NULL ? self->buttons[i * n + j] : label;
  g_autofree char *text = games > 0 ? g_strdup_printf ("%.1f", points) : g_strdup ("·");
  g_autofree char *words = NULL;

  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_remove_css_class (label, "success");
  gtk_widget_remove_css_class (label, "error");
  if (games > 0 && points * 2 > games)
    gtk_widget_add_css_class (label, "success");
  else if (games > 0 && points * 2 < games)
    gtk_widget_add_css_class (label, "error");
  if (games > 0)
    /* TRANSLATORS: a crosstable's cell read aloud: "random against alphabeta:2: 1.5 of 2 games" */
    words = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s against %s: %s of %u game",
                                          "%s against %s: %s of %u games", games),
                             self->agents[i], self->agents[j], text, games);
  else
    words = g_strdup_printf (_("%s against %s: not played yet"), self->agents[i], self->agents[j]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  if (cell != label)
    gtk_widget_set_sensitive (cell, games > 0 && self->first_runs[i * n + j] != G_MAXUINT);
}

/* ---------------------------------------------------------------- showing */

static void
show_standings (QdTournamentResults *self, const QdStandings *s)
{
  GPtrArray *rows = g_ptr_array_new ();
  GPtrArray *labels = g_ptr_array_new ();

  for (guint r = 0; r < self->n; r++)
    {
      const QdStanding *a = &s->ranked[r];
      char **cells = g_new0 (char *, 11);

      cells[0] = g_strdup_printf ("%u", r + 1);
      cells[1] = g_strdup_printf ("%u", a->index + 1);
      cells[2] = short_name (self->agents[a->index]);
      cells[3] = g_strdup_printf ("%.1f", a->points);
      cells[4] = g_strdup_printf ("%u", a->games);
      cells[5] = g_strdup_printf ("%u", a->wins);
      cells[6] = g_strdup_printf ("%u", a->draws);
      cells[7] = g_strdup_printf ("%u", a->losses);
      cells[8] = g_strdup_printf ("%u", a->forfeits);
      /* TRANSLATORS: a rating on the Elo scale and its 95% interval: "+194 ± 241" */
      cells[9] = g_strdup_printf (_("%+.0f ± %.0f"), a->elo, a->interval);
      g_ptr_array_add (rows, cells);
      /* TRANSLATORS: a row of the standings read aloud, the agent's whole spec in it: "rank 1: random;
       * points: 2.0; games: 4; wins: 2; draws: 0; losses: 2; forfeits: 0; Elo: +0 ± 305" */
      g_ptr_array_add (labels, g_strdup_printf (_("rank %u: %s; points: %s; games: %u; wins: %u; draws: %u; "
                                                  "losses: %u; forfeits: %u; Elo: %s"), r + 1, self->agents[a->index],
                                                cells[3], a->games, a->wins, a->draws, a->losses, a->forfeits,
                                                cells[9]));
    }
  qd_data_table_set_rows (self->table, rows, labels);
}

static void
show_forfeits (QdTournamentResults *self, const QdStandings *s)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint c = 0; c < s->forfeits->len; c++)
    {
      const QdStandingsForfeit *f = s->forfeits->pdata[c];

      if (c > 0)
        g_string_append_c (text, '\n');
      /* TRANSLATORS: "#3 program:agent.py forfeited 4 games: “999” is not a legal move …" */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "#%u %s forfeited %u game: %s",
                                                 "#%u %s forfeited %u games: %s", f->count),
                              f->agent + 1, self->agents[f->agent], f->count, f->cause);
    }
  gtk_label_set_text (self->forfeits, text->str);
  gtk_widget_set_visible (self->forfeits_heading, text->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->forfeits), text->len > 0);
}

void
qd_tournament_results_show (QdTournamentResults *self, const QdStandings *standings, const guint *first_runs)
{
  guint n;

  g_return_if_fail (QD_IS_TOURNAMENT_RESULTS (self));
  g_return_if_fail (standings->n_agents == self->n);
  n = self->n;
  memcpy (self->first_runs, first_runs, (gsize) n * n * sizeof *first_runs);
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      if (i != j)
        show_cell (self, standings, i, j);
  show_standings (self, standings);
  show_forfeits (self, standings);
}

void
qd_tournament_results_start (QdTournamentResults *self, const char *const *agents, gboolean records_open)
{
  g_autoptr(QdStandings) none = NULL;
  g_autofree guint *no_runs = NULL;
  guint n;

  g_return_if_fail (QD_IS_TOURNAMENT_RESULTS (self));
  g_return_if_fail (agents != NULL && g_strv_length ((char **) agents) >= 2);
  g_strfreev (self->agents);
  self->agents = g_strdupv ((char **) agents);
  self->n = n = g_strv_length (self->agents);
  g_free (self->cells);
  g_free (self->buttons);
  g_free (self->first_runs);
  self->cells = g_new0 (GtkLabel *, (gsize) n * n);
  self->buttons = g_new0 (GtkWidget *, (gsize) n * n);
  self->first_runs = g_new (guint, (gsize) n * n);
  {
    GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

    /* A card around the grid's margins; 1 px inside the scroller, whose
     * edge would clip the card's. */
    gtk_widget_add_css_class (card, "card");
    g_object_set (card, "margin-start", 1, "margin-end", 1, "margin-top", 1, "margin-bottom", 1, NULL);
    gtk_box_append (GTK_BOX (card), build_grid (self, records_open));
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->grid_scroller), card);
  }
  gtk_widget_set_visible (self->empty, FALSE);
  gtk_widget_set_visible (self->results, TRUE);
  /* Every agent at 0 until the first game ends. */
  none = qd_standings_new (n);
  qd_standings_rank (none);
  no_runs = g_new (guint, (gsize) n * n);
  for (guint k = 0; k < n * n; k++)
    no_runs[k] = G_MAXUINT;
  qd_tournament_results_show (self, none, no_runs);
}

/* ------------------------------------------------------------------ tests */

const char *
qd_tournament_results_get_cell (QdTournamentResults *self, guint i, guint j)
{
  g_return_val_if_fail (QD_IS_TOURNAMENT_RESULTS (self), NULL);
  return i < self->n && j < self->n ? gtk_label_get_text (self->cells[i * self->n + j]) : NULL;
}

GtkWidget *
qd_tournament_results_get_table (QdTournamentResults *self)
{
  g_return_val_if_fail (QD_IS_TOURNAMENT_RESULTS (self), NULL);
  return self->table;
}

const char *
qd_tournament_results_get_forfeits (QdTournamentResults *self)
{
  g_return_val_if_fail (QD_IS_TOURNAMENT_RESULTS (self), NULL);
  return gtk_label_get_text (self->forfeits);
}

/* ------------------------------------------------------------------ build */

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

/* Scrolls sideways when many agents or a narrow window ask for it; never
 * down (the window's page scrolls). */
static GtkWidget *
sideways (GtkWidget *child)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  if (child != NULL)
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), child);
  return scroller;
}

/* Before the first tournament: what the page will show, in few lines (it
 * is below the settings, in sight in a window of usual height). */
static GtkWidget *
hint (QdTournamentResults *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *icon = gtk_image_new_from_icon_name ("view-grid-symbolic");
  GtkWidget *title = heading (_("No Games Yet"));
  GtkWidget *text = gtk_label_new (_("Choose the game and two agents or more, then Run: the crosstable and the "
                                     "standings fill in as each game ends"));

  gtk_image_set_pixel_size (GTK_IMAGE (icon), 48);
  gtk_widget_add_css_class (icon, "dim-label");
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Crosstable"), -1);
  gtk_widget_add_css_class (title, "title-4");
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_widget_add_css_class (text, "dim-label");
  gtk_box_append (GTK_BOX (words), title);
  gtk_box_append (GTK_BOX (words), text);
  gtk_widget_set_valign (words, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (words, TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), words);
  g_object_set (box, "margin-start", 12, "margin-end", 12, "margin-top", 6, NULL);
  self->empty = box;
  return box;
}

static void
qd_tournament_results_init (QdTournamentResults *self)
{
  const char *const titles[] = { C_("standings", "Rank"), "#", _("Agent"), _("Points"), _("Games"), _("Wins"),
                                 _("Draws"), _("Losses"), _("Forfeits"), _("Elo ± 95%"), NULL };
  GtkWidget *caption;

  gtk_widget_set_parent (hint (self), GTK_WIDGET (self));

  self->results = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->results), heading (_("Crosstable")));
  caption = gtk_label_new (_("Each row’s points against each column’s agent; · not played yet"));
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_widget_add_css_class (caption, "caption");
  gtk_box_append (GTK_BOX (self->results), caption);
  self->grid_scroller = sideways (NULL);
  gtk_box_append (GTK_BOX (self->results), self->grid_scroller);

  {
    GtkWidget *standings = heading (_("Standings"));

    gtk_widget_set_margin_top (standings, 12);
    gtk_box_append (GTK_BOX (self->results), standings);
  }
  self->table = qd_data_table_new (titles);
  qd_data_table_set_name (self->table, _("Standings"));
  /* The agent's name takes the width left. */
  {
    GListModel *columns = gtk_column_view_get_columns (GTK_COLUMN_VIEW (self->table));
    g_autoptr(GtkColumnViewColumn) agent = g_list_model_get_item (columns, 2);

    gtk_column_view_column_set_expand (agent, TRUE);
  }
  gtk_box_append (GTK_BOX (self->results), sideways (self->table));

  self->forfeits_heading = heading (_("Forfeits"));
  gtk_widget_set_margin_top (self->forfeits_heading, 12);
  gtk_box_append (GTK_BOX (self->results), self->forfeits_heading);
  self->forfeits = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->forfeits, 0);
  gtk_label_set_wrap (self->forfeits, TRUE);
  gtk_label_set_wrap_mode (self->forfeits, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (self->forfeits, TRUE);
  gtk_box_append (GTK_BOX (self->results), GTK_WIDGET (self->forfeits));
  gtk_widget_set_visible (self->forfeits_heading, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->forfeits), FALSE);
  gtk_widget_set_visible (self->results, FALSE);
  gtk_widget_set_parent (self->results, GTK_WIDGET (self));
}

static void
qd_tournament_results_dispose (GObject *object)
{
  QdTournamentResults *self = QD_TOURNAMENT_RESULTS (object);

  g_clear_pointer (&self->empty, gtk_widget_unparent);
  g_clear_pointer (&self->results, gtk_widget_unparent);
  G_OBJECT_CLASS (qd_tournament_results_parent_class)->dispose (object);
}

static void
qd_tournament_results_finalize (GObject *object)
{
  QdTournamentResults *self = QD_TOURNAMENT_RESULTS (object);

  g_strfreev (self->agents);
  g_free (self->cells);
  g_free (self->buttons);
  g_free (self->first_runs);
  G_OBJECT_CLASS (qd_tournament_results_parent_class)->finalize (object);
}

static void
qd_tournament_results_class_init (QdTournamentResultsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qd_tournament_results_dispose;
  object_class->finalize = qd_tournament_results_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BOX_LAYOUT);
  signals[SIGNAL_OPEN_GAME] = g_signal_new ("open-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                            NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

GtkWidget *
qd_tournament_results_new (void)
{
  GtkWidget *self = g_object_new (QD_TYPE_TOURNAMENT_RESULTS, NULL);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (self)), GTK_ORIENTATION_VERTICAL);
  return self;
}
