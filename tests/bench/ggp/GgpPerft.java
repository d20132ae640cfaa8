/*
 * GgpPerft: GGP Base's prover (ProverStateMachine) as a peer of `quandary-cli gdl`.
 *
 * Written for Quandary's benchmarks (tests/bench/bench-gdl-corpus.py); it only calls
 * GGP Base's public classes, compiled from its sources at bench time (docs/gdl-peers.md).
 *
 *   java -cp CLASSES:JARS GgpPerft FILE [--depth D] [--time-limit S] [--playouts N]
 *        [--playout-time S] [--max-plies N] [--seed S] [--state]
 *
 * Output, one item a line, flushed as it is known:
 *   load ok SECONDS            the rulesheet parsed and the state machine made
 *   load refused CLASS: WHAT   it did not (exit 1)
 *   roles R1 R2 ...
 *   state FACT                 with --state: the initial state's facts, sorted
 *   perft PLY COUNT SECONDS    each ply counted by its own walk from the start
 *   perft-stopped PLY          the time limit ran out while counting PLY
 *   perft-error PLY CLASS: WHAT
 *   playouts N SECONDS CUT     N random games to the end (CUT of them stopped at --max-plies)
 *   playouts-stopped K         the playout time ran out after K games
 *   playouts-error CLASS: WHAT
 *
 * Perft is Quandary's (docs/contracts.md, `gdl --perft`): the count at ply d is the number
 * of sequences of d joint moves from the initial state, a joint move being one legal move
 * of every role; a terminal state is counted at its ply and has no children.  GGP Base's
 * state machine throws where a role has no legal move in a state that is not terminal:
 * that is a perft-error here.  The time limit is for the whole perft (all plies); a
 * watchdog ends the process where one prover call does not return in time.
 */

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.ggp.base.util.game.Game;
import org.ggp.base.util.gdl.factory.GdlFactory;
import org.ggp.base.util.gdl.grammar.Gdl;
import org.ggp.base.util.gdl.grammar.GdlSentence;
import org.ggp.base.util.logging.GamerLogger;
import org.ggp.base.util.statemachine.MachineState;
import org.ggp.base.util.statemachine.Move;
import org.ggp.base.util.statemachine.Role;
import org.ggp.base.util.statemachine.StateMachine;
import org.ggp.base.util.statemachine.implementation.prover.ProverStateMachine;
import org.ggp.base.util.symbol.factory.SymbolFactory;
import org.ggp.base.util.symbol.grammar.SymbolList;

public final class GgpPerft
{
    private static final Object OUT = new Object();
    private static volatile long deadline = Long.MAX_VALUE;   /* nanoTime */
    private static volatile boolean timeUp = false;
    private static volatile String stopLine = null;            /* printed by the watchdog */

    private static void say(String line)
    {
        synchronized (OUT) {
            System.out.println(line);
            System.out.flush();
        }
    }

    private static String seconds(long start)
    {
        return String.format("%.3f", (System.nanoTime() - start) / 1e9);
    }

    private static String what(Throwable e)
    {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + ": " + (m == null ? "" : m.replace('\n', ' '));
    }

    /* Ends the process when a single prover call outlives the deadline by a second. */
    private static void startWatchdog()
    {
        Thread t = new Thread(() -> {
            while (true) {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
                if (System.nanoTime() > deadline + 1_000_000_000L) {
                    synchronized (OUT) {
                        if (stopLine != null)
                            System.out.println(stopLine);
                        System.out.flush();
                        Runtime.getRuntime().halt(4);
                    }
                }
            }
        });
        t.setDaemon(true);
        t.start();
    }

    private static final class Stop extends RuntimeException
    {
        Stop() { super(null, null, false, false); }
    }

    private static long perft(StateMachine sm, MachineState state, int left) throws Exception
    {
        if (System.nanoTime() > deadline) {
            timeUp = true;
            throw new Stop();
        }
        if (sm.isTerminal(state))
            return 0;
        List<List<Move>> joint = sm.getLegalJointMoves(state);
        long count = 0;
        for (List<Move> j : joint) {
            MachineState child = sm.getNextState(state, j);
            count += left == 1 ? 1 : perft(sm, child, left - 1);
        }
        return count;
    }

    public static void main(String[] args) throws Exception
    {
        String file = null;
        int depth = 3, playouts = 0, maxPlies = 1000;
        double timeLimit = 60, playoutTime = 10;
        long seed = 1;
        boolean showState = false;

        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
            case "--depth": depth = Integer.parseInt(args[++i]); break;
            case "--time-limit": timeLimit = Double.parseDouble(args[++i]); break;
            case "--playouts": playouts = Integer.parseInt(args[++i]); break;
            case "--playout-time": playoutTime = Double.parseDouble(args[++i]); break;
            case "--max-plies": maxPlies = Integer.parseInt(args[++i]); break;
            case "--seed": seed = Long.parseLong(args[++i]); break;
            case "--state": showState = true; break;
            default:
                if (args[i].startsWith("--") || file != null) {
                    System.err.println("usage: GgpPerft FILE [--depth D] [--time-limit S] [--playouts N] "
                                       + "[--playout-time S] [--max-plies N] [--seed S] [--state]");
                    System.exit(2);
                }
                file = args[i];
            }
        }
        if (file == null) {
            System.err.println("GgpPerft: no rulesheet given");
            System.exit(2);
        }
        GamerLogger.setSuppressLoggerOutput(true);
        startWatchdog();

        /* Loading: as GGP Base's Game.getRules reads a rulesheet from disk. */
        long start = System.nanoTime();
        deadline = start + (long) (timeLimit * 1e9);
        stopLine = "load-stopped";
        StateMachine sm = new ProverStateMachine();
        try {
            String text = new String(Files.readAllBytes(Paths.get(file)), StandardCharsets.ISO_8859_1);
            SymbolList list = (SymbolList) SymbolFactory.create(Game.preprocessRulesheet(text));
            List<Gdl> rules = new ArrayList<Gdl>();
            for (int i = 0; i < list.size(); i++)
                rules.add(GdlFactory.create(list.get(i)));
            sm.initialize(rules);
            sm.getInitialState();
        } catch (Throwable e) {
            say("load refused " + what(e));
            System.exit(1);
        }
        say("load ok " + seconds(start));
        StringBuilder roles = new StringBuilder("roles");
        for (Role r : sm.getRoles())
            roles.append(' ').append(r.getName());
        say(roles.toString());
        if (showState) {
            List<String> facts = new ArrayList<String>();
            for (GdlSentence s : sm.getInitialState().getContents())
                facts.add(s.toString());
            Collections.sort(facts);
            for (String f : facts)
                say("state " + f);
        }

        /* Perft, each ply by its own walk, as `quandary-cli gdl --perft` counts. */
        start = System.nanoTime();
        deadline = start + (long) (timeLimit * 1e9);
        for (int ply = 1; ply <= depth; ply++) {
            stopLine = "perft-stopped " + ply;
            try {
                long n = perft(sm, sm.getInitialState(), ply);
                say("perft " + ply + " " + n + " " + seconds(start));
            } catch (Stop e) {
                say("perft-stopped " + ply);
                break;
            } catch (Throwable e) {
                say("perft-error " + ply + " " + what(e));
                break;
            }
        }

        /* Random playouts: each role draws uniformly among its legal moves. */
        if (playouts > 0) {
            Random rand = new Random(seed);
            int done = 0, cut = 0;
            start = System.nanoTime();
            deadline = start + (long) (playoutTime * 1e9);
            stopLine = "playouts-stopped";
            try {
                for (; done < playouts; done++) {
                    if (System.nanoTime() > deadline)
                        break;
                    MachineState s = sm.getInitialState();
                    int ply = 0;
                    while (!sm.isTerminal(s) && ply < maxPlies) {
                        List<Move> joint = new ArrayList<Move>();
                        for (Role r : sm.getRoles()) {
                            List<Move> moves = sm.getLegalMoves(s, r);
                            joint.add(moves.get(rand.nextInt(moves.size())));
                        }
                        s = sm.getNextState(s, joint);
                        ply++;
                    }
                    if (ply == maxPlies && !sm.isTerminal(s))
                        cut++;
                    else
                        sm.getGoals(s);
                }
                if (done < playouts)
                    say("playouts-stopped " + done + " " + seconds(start) + " " + cut);
                else
                    say("playouts " + done + " " + seconds(start) + " " + cut);
            } catch (Throwable e) {
                say("playouts-error " + what(e));
            }
        }
        System.exit(0);
    }
}
