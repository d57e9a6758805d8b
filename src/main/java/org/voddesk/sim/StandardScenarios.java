package org.voddesk.sim;

import java.util.List;
import org.voddesk.policy.overload.SearchBounds;
import org.voddesk.sim.lichen.LiChenParameters;
import org.voddesk.sim.lichen.LiChenPolicies;
import org.voddesk.sim.lichen.LiChenScenario;
import org.voddesk.sim.rmts.RmtsModel;
import org.voddesk.sim.rmts.RmtsScenario;
import org.voddesk.sim.rtmcdn.RtmcdnModel;
import org.voddesk.sim.rtmcdn.RtmcdnScenario;

/** The scenarios of ALGORITHMS.md §8 that this build has, as {@code voddesk simulate} offers them. */
public final class StandardScenarios {
    private StandardScenarios() {
    }

    public static Scenarios all() {
        return new Scenarios(List.of(new LiChenScenario(LiChenParameters.SPEC, LiChenPolicies.standard()),
                new RmtsScenario(RmtsModel.SPEC), new RtmcdnScenario(RtmcdnModel.SPEC, SearchBounds.DEFAULT)));
    }
}
